"""Segway tour prices and rider checks."""

ADULT_HOURLY = 30.00
JUNIOR_HOURLY = 22.00
MIN_AGE = 12
JUNIOR_UP_TO = 15
MIN_WEIGHT_KG = 45
MAX_WEIGHT_KG = 118
GROUP_SIZE = 6
GROUP_DISCOUNT = 0.10

TOURS = {
    "castle loop": 1.5,
    "riverside": 2.0,
    "forest trail": 2.5,
}


def can_ride(age, weight_kg):
    if age < MIN_AGE:
        return False
    return MIN_WEIGHT_KG <= weight_kg <= MAX_WEIGHT_KG


def hourly_rate(age):
    if age < JUNIOR_UP_TO:
        return JUNIOR_HOURLY
    return ADULT_HOURLY


def tour_price(tour, riders):
    """riders is a list of (age, weight_kg) pairs."""
    if tour not in TOURS:
        raise ValueError(f"no such tour: {tour}")
    for age, weight in riders:
        if not can_ride(age, weight):
            raise ValueError(f"a rider aged {age} weighing {weight}kg can't go out")
    hours = TOURS[tour]
    total = sum(hourly_rate(age) for age, _ in riders) * hours
    if len(riders) >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    return round(total, 2)
