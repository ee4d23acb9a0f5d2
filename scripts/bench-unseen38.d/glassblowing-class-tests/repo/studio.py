"""Bookings and kiln times for the glass studio taster classes."""

import math

CLASS_PRICE = 65.0
MEMBER_DISCOUNT = 0.10
GROUP_SIZE = 4
GROUP_REDUCTION = 20.0
MAX_CLASS = 6
DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]


def class_price(people, member=False):
    if people < 1 or people > MAX_CLASS:
        raise ValueError(f"a class takes 1 to {MAX_CLASS} people")
    total = people * CLASS_PRICE
    if member:
        total = total * (1 - MEMBER_DISCOUNT)
    if people > GROUP_SIZE:
        total -= GROUP_REDUCTION
    return round(total, 2)


def annealing_hours(thickness_mm):
    # roughly an hour in the annealer per 6 mm of glass, never less than two
    hours = math.floor(thickness_mm / 6)
    return max(2, hours)


def collection_day(made_on):
    # pieces can be collected two days after the class, once cooled
    index = DAYS.index(made_on)
    return DAYS[(index + 2) % 7]
