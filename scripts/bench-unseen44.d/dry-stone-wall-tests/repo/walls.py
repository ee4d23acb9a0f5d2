"""Quotes for dry stone walling jobs."""

import math

RATE_PER_M2 = {"rebuild": 95.0, "new": 140.0, "repair": 60.0}
TONNES_PER_M2 = 1.2  # stone needed per square metre of new wall
STONE_PER_TONNE = 85.0
M2_PER_WALLER_DAY = 3
BIG_JOB_M2 = 20
BIG_JOB_DISCOUNT = 0.05  # off the labour only


def wall_area(length_m, height_m):
    return round(length_m * height_m, 2)


def stone_tonnes(area, job):
    # we only buy stone for new walls, in whole tonnes
    if job != "new":
        return 0
    return int(area * TONNES_PER_M2)


def days_needed(area, wallers=1):
    return max(1, int(area // (M2_PER_WALLER_DAY * wallers)))


def labour_cost(area, job):
    return area * RATE_PER_M2[job]


def quote(length_m, height_m, job):
    area = wall_area(length_m, height_m)
    total = labour_cost(area, job) + stone_tonnes(area, job) * STONE_PER_TONNE
    if area > BIG_JOB_M2:
        total *= 1 - BIG_JOB_DISCOUNT
    return round(total, 2)
