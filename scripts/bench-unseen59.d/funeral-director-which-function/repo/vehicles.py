"""Hearse and following cars on the day."""

import math

HEARSE = 395.00
HORSE_DRAWN_HEARSE = 1450.00
FOLLOWING_CAR = 245.00          # each limousine, seats six mourners
INCLUDED_MILES = 20
PER_EXTRA_MILE = 3.50           # for each vehicle beyond the included miles


def hearse_charge(miles, horse_drawn=False):
    """The hearse itself, including mileage."""
    base = HORSE_DRAWN_HEARSE if horse_drawn else HEARSE
    return base + max(0, miles - INCLUDED_MILES) * PER_EXTRA_MILE


def cortege_cost(mourners, miles):
    """Limousines needed to carry the family behind the hearse."""
    cars = math.ceil(mourners / 6)
    per_car = FOLLOWING_CAR + max(0, miles - INCLUDED_MILES) * PER_EXTRA_MILE
    return cars * per_car
