"""Guided caving trips in the Dales.

Every group needs enough instructors underground: one for every six
adults, or one for every four if any of the group are under 16.
"""

import math

ROUTES = {                     # route -> (minimum age, adult price, junior price)
    "taster": (8, 45.00, 25.00),
    "half day": (10, 60.00, 40.00),
    "through trip": (14, 95.00, 75.00),
}
ADULT_RATIO = 6
JUNIOR_RATIO = 4
JUNIOR_UNDER = 16


def can_go(age, route):
    """True if someone this age is allowed on the route."""
    return age >= ROUTES[route][0]


def instructors_needed(people, juniors=0):
    """How many instructors have to go underground with a group."""
    ratio = JUNIOR_RATIO if juniors else ADULT_RATIO
    return people // ratio


def trip_price(route, ages):
    """Total for a group; everyone must be old enough for the route."""
    min_age, adult, junior = ROUTES[route]
    if any(a < min_age for a in ages):
        raise ValueError(f"The {route} is for ages {min_age} and over.")
    return round(sum(junior if a < JUNIOR_UNDER else adult for a in ages), 2)
