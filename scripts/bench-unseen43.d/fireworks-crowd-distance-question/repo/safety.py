"""Crowd safety distances for the community fireworks display."""

import math

SAFETY_DISTANCE_M = {"F1": 1, "F2": 8, "F3": 25}
ROCKET_EXTRA_M = 5  # rockets can veer, so a little more room
WINDY_MPH = 15
WIND_FACTOR = 1.5  # stand further back when it's windy


def base_distance(categories, rockets=False):
    distance = max(SAFETY_DISTANCE_M[c] for c in categories)
    if rockets:
        distance += ROCKET_EXTRA_M
    return distance


def crowd_distance(categories, wind_mph, rockets=False):
    distance = base_distance(categories, rockets)
    if wind_mph > WINDY_MPH:
        distance *= WIND_FACTOR
    return math.ceil(distance)


def marshals_needed(crowd_size):
    return max(4, math.ceil(crowd_size / 50))
