"""Prices for our truffle hunting walks with the dogs."""

ADULT_PRICE = 65.00
CHILD_PRICE = 35.00
CHILD_UNDER = 14            # under 14 pays the child price
TASTING_PRICE = 18.00       # truffle & wine tasting, adults 18+ only
TASTING_MIN_AGE = 18
WEEKEND_SURCHARGE = 0.10    # Saturdays and Sundays
GROUP_SIZE = 6
GROUP_DISCOUNT = 0.05
PRIVATE_TOUR_FEE = 120.00


def walker_price(age):
    return CHILD_PRICE if age < CHILD_UNDER else ADULT_PRICE


def tour_quote(ages, day="weekday", tasting=False, private=False):
    """ages: list of the walkers' ages; day: 'weekday', 'saturday' or 'sunday'."""
    total = sum(walker_price(a) for a in ages)
    if day.lower() in ("saturday", "sunday"):
        total *= 1 + WEEKEND_SURCHARGE
    if len(ages) >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    if tasting:
        total += TASTING_PRICE * sum(1 for a in ages if a >= TASTING_MIN_AGE)
    if private:
        total += PRIVATE_TOUR_FEE
    return round(total, 2)
