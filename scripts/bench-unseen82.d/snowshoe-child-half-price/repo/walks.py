"""Prices for guided snowshoe walks at Whitepeak Trails."""

WALK_PRICES = {
    "taster": 30.00,      # 2 hours
    "half day": 45.00,
    "full day": 75.00,
    "moonlight": 55.00,
}
CHILD_AGE_LIMIT = 12      # children under this age go half price
CHILD_FACTOR = 0.5
MIN_AGE = 6               # no one younger than this on the snow
SNOWSHOE_HIRE = 8.00      # per person who needs snowshoes and poles


def person_price(age, walk="half day"):
    if walk not in WALK_PRICES:
        raise ValueError("unknown walk: %s" % walk)
    if age < MIN_AGE:
        raise ValueError("walkers must be at least %d" % MIN_AGE)
    base = WALK_PRICES[walk]
    price = base
    if age < CHILD_AGE_LIMIT:
        price = base * CHILD_FACTOR
    return round(base, 2)


def group_total(ages, walk="half day", hire=0):
    """Total for a group; `hire` is how many people need snowshoes."""
    if not ages:
        raise ValueError("a booking needs at least one walker")
    if hire < 0 or hire > len(ages):
        raise ValueError("hire count must be between 0 and the group size")
    total = sum(person_price(age, walk) for age in ages)
    total += SNOWSHOE_HIRE * hire
    return round(total, 2)
