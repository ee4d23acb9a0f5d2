"""Costing for round, stacked wedding cakes."""

import math

SPONGE_PER_SQ_INCH = 0.12   # £ of sponge and filling per square inch of tier
ICING_PER_TIER = 18.0
DESIGN_FEE = 60.0
DELIVERY_PER_MILE = 0.90
FREE_DELIVERY_MILES = 10
PORTION_SQ_INCHES = 2       # a wedding finger portion


def tier_area(diameter):
    """Top surface of a round tier, in square inches."""
    return math.pi * diameter ** 2


def servings(diameter):
    return int(tier_area(diameter) // PORTION_SQ_INCHES)


def total_servings(tiers):
    return sum(servings(d) for d in tiers)


def delivery_charge(miles):
    return round(max(0, miles - FREE_DELIVERY_MILES) * DELIVERY_PER_MILE, 2)


def quote(tiers, miles=0):
    sponge = sum(tier_area(d) for d in tiers) * SPONGE_PER_SQ_INCH
    price = sponge + ICING_PER_TIER * len(tiers) + DESIGN_FEE
    return round(price + delivery_charge(miles), 2)
