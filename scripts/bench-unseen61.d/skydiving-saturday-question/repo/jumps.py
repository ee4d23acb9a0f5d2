"""Tandem skydive prices."""

WEEKDAY_JUMP = 249.00
WEEKEND_JUMP = 279.00
WEEKEND_DAYS = ("Sat", "Sun")
HEAVY_FROM_KG = 95
HEAVY_SURCHARGE = 35.00
MAX_WEIGHT_KG = 110
MIN_AGE = 16


def can_jump(age, weight_kg):
    return age >= MIN_AGE and weight_kg <= MAX_WEIGHT_KG


def jump_price(day, weight_kg):
    if weight_kg > MAX_WEIGHT_KG:
        raise ValueError("over the tandem weight limit")
    price = WEEKEND_JUMP if day in WEEKEND_DAYS else WEEKDAY_JUMP
    if weight_kg > HEAVY_FROM_KG:
        price += HEAVY_SURCHARGE
    return price
