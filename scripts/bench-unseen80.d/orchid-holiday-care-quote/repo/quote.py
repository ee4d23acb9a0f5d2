"""Quotes for orchid holiday care."""

import math

from care_rates import (
    WEEKLY_RATE,
    REPOT_FEE,
    MULTI_PLANT_COUNT,
    MULTI_PLANT_DISCOUNT,
    HOME_COLLECTION,
    FREE_COLLECTION_OVER,
)


def weeks_for(days):
    """Part weeks count as full weeks."""
    if days < 1:
        raise ValueError("stay must be at least one day")
    return math.ceil(days / 7)


def care_quote(plants, days, repot=False, collection=False):
    """plants: dict of size -> number of plants."""
    weeks = weeks_for(days)
    count = sum(plants.values())
    if count == 0:
        raise ValueError("no plants")
    care = 0.0
    for size, n in plants.items():
        care += WEEKLY_RATE[size] * n * weeks
    if count >= MULTI_PLANT_COUNT:
        care -= care * MULTI_PLANT_DISCOUNT
    total = care
    if repot:
        total += REPOT_FEE * count
    if collection and total <= FREE_COLLECTION_OVER:
        total += HOME_COLLECTION
    return round(total, 2)
