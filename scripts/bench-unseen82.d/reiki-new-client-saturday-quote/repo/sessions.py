"""Session pricing for Still Waters Reiki."""

from rates import (SESSION_RATES, WEEKEND_UPLIFT, EVENING_FROM, EVENING_SUPPLEMENT,
                   CRYSTAL_HEALING, FIRST_VISIT_DISCOUNT, OPEN_HOURS)

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def session_price(minutes, day, start_hour, first_visit=False, crystals=False):
    day = day.lower()
    if minutes not in SESSION_RATES:
        raise ValueError("sessions are 30, 60 or 90 minutes")
    if day not in DAYS:
        raise ValueError("unknown day: %s" % day)
    if not OPEN_HOURS[0] <= start_hour <= OPEN_HOURS[1]:
        raise ValueError("we are closed at that time")
    price = SESSION_RATES[minutes]
    if day in ("saturday", "sunday"):
        price = price * (1 + WEEKEND_UPLIFT)
    if start_hour >= EVENING_FROM:
        price += EVENING_SUPPLEMENT
    if crystals:
        price += CRYSTAL_HEALING
    if first_visit:
        price -= price * FIRST_VISIT_DISCOUNT
    return round(price, 2)


def gift_voucher(minutes, crystals=False):
    """Vouchers are sold at the weekday daytime price."""
    return session_price(minutes, "monday", 10, crystals=crystals)
