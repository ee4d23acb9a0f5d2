"""Pricing for the clock repair workshop."""

HOURLY_RATE = 38.0
MOVEMENT_HOURS = {"mantel": 4, "longcase": 9, "wall": 5, "carriage": 6}
STRIKING_EXTRA_HOURS = 2
CHIME_EXTRA_HOURS = 3
PARTS_MARKUP = 1.3


def movement_cost(kind, striking=False, chiming=False):
    hours = MOVEMENT_HOURS[kind]
    if striking:
        hours += STRIKING_EXTRA_HOURS
    if chiming:
        hours += CHIME_EXTRA_HOURS
    return hours * HOURLY_RATE


def parts_markup(parts_cost):
    return round(parts_cost * PARTS_MARKUP, 2)


def repair_estimate(kind, parts_cost=0.0, striking=False, chiming=False):
    return round(movement_cost(kind, striking, chiming) + parts_markup(parts_cost), 2)
