import math

from roasting import DRUM_CAPACITY_G, shrink_weight


def split_batches(green_g):
    """Split a big lot of green beans into drum-sized batches."""
    count = math.ceil(green_g / DRUM_CAPACITY_G)
    return [min(DRUM_CAPACITY_G, green_g - i * DRUM_CAPACITY_G) for i in range(count)]


def roast_plan(green_g, level):
    """[(green grams, roasted grams)] for each batch."""
    return [(b, shrink_weight(b, level)) for b in split_batches(green_g)]
