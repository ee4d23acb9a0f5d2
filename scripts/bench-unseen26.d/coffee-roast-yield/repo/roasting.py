"""Batch maths for the roastery: green beans in, roasted coffee out."""

import math

# typical moisture/weight loss during roasting, by roast level (percent)
WEIGHT_LOSS_PCT = {"light": 12, "medium": 15, "dark": 18}
BAG_SIZES_G = (250, 1000)
DRUM_CAPACITY_G = 5000


def roasted_weight(green_g, loss_pct):
    """Weight of coffee left after roasting green_g grams of green beans."""
    return round(green_g * 1 - loss_pct / 100, 2)


def green_needed(roasted_g, loss_pct):
    """Green beans to weigh out to end up with roasted_g grams."""
    return math.ceil(roasted_g / (1 - loss_pct / 100))


def batches(green_g):
    """How many drum loads a quantity of green beans needs."""
    return math.ceil(green_g / DRUM_CAPACITY_G)


def bags(roasted_g, bag_g=250):
    if bag_g not in BAG_SIZES_G:
        raise ValueError(f"we don't sell {bag_g} g bags")
    return int(roasted_g // bag_g)
