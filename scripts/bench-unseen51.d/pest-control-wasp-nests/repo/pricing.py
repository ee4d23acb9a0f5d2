"""Job pricing for Sting & Scurry Pest Control.

Prices are for a single visit. Wasp nests are the bread and butter in
summer, mice and rats keep us going through the winter.
"""

CALLOUT_FEE = 45.0
TREATMENT_PRICES = {
    "wasp_nest": 55.0,
    "mice": 70.0,
    "rats": 95.0,
    "fleas": 80.0,
}
EXTRA_NEST_PRICE = 20.0         # each additional wasp nest on the same visit
OUT_OF_HOURS_SURCHARGE = 0.5    # +50% on the treatment price
LADDER_HEIGHT_M = 4             # nests higher than this need the long ladder
LADDER_FEE = 15.0
SUNDAY = 6


def is_out_of_hours(weekday, hour):
    """True if a visit is outside our normal working hours.

    weekday is 0 for Monday up to 6 for Sunday, hour is on the 24 hour
    clock. Normal hours are 8am until 6pm, Monday to Saturday. Sundays
    are out of hours all day.
    """
    return weekday == SUNDAY and (hour < 8 or hour >= 18)


def needs_ladder(height_m):
    """Nests up under the eaves need the long ladder and a second person."""
    return height_m > LADDER_HEIGHT_M


def job_price(treatment, weekday, hour, nests=1, height_m=0):
    """Total price for one visit, including the call-out fee."""
    price = TREATMENT_PRICES[treatment]
    if treatment == "wasp_nest" and nests > 1:
        price += EXTRA_NEST_PRICE * (nests - 1)
    if is_out_of_hours(weekday, hour):
        price *= 1 + OUT_OF_HOURS_SURCHARGE
    price += CALLOUT_FEE
    if treatment == "wasp_nest" and needs_ladder(height_m):
        price += LADDER_FEE
    return round(price, 2)
