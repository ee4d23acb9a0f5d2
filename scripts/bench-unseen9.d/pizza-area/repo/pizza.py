"""Compare pizza deals by price per square inch."""

import math


def pizza_area(diameter_in):
    """Area of a round pizza in square inches."""
    radius = diameter_in / 2
    return 2 * math.pi * radius


def price_per_square_inch(price, diameter_in):
    return price / pizza_area(diameter_in)


def better_deal(a, b):
    """a and b are (price, diameter) pairs; return the cheaper one per square inch."""
    if price_per_square_inch(*a) <= price_per_square_inch(*b):
        return a
    return b
