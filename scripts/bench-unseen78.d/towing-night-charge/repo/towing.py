"""Breakdown recovery and towing charges."""

CALLOUT_FEE = 65.00
PER_MILE = 2.40
FREE_MILES = 5
NIGHT_SURCHARGE = 0.25      # 25% extra for jobs between 22:00 and 06:00
HEAVY_VEHICLE_FEE = 40.00   # vans and 4x4s over 3.5 tonnes
NIGHT_START = 22
NIGHT_END = 6


def is_night(hour):
    """hour is 0-23, the hour the job was started."""
    return hour >= NIGHT_START and hour < NIGHT_END


def chargeable_miles(miles):
    return max(0, miles - FREE_MILES)


def tow_price(miles, hour, heavy=False):
    price = CALLOUT_FEE + chargeable_miles(miles) * PER_MILE
    if heavy:
        price += HEAVY_VEHICLE_FEE
    if is_night(hour):
        price = price * (1 + NIGHT_SURCHARGE)
    return round(price, 2)


def job_summary(reg, miles, hour, heavy=False):
    kind = "heavy" if heavy else "standard"
    when = "night" if is_night(hour) else "day"
    return "%s: %s tow, %s mi (%s) - £%.2f" % (
        reg, kind, miles, when, tow_price(miles, hour, heavy))
