"""Scale cocktails up into bottled batches for parties."""

import math

from recipes import RECIPES

# share of extra water that ice melt adds to the drink
DILUTION = {"stirred": 0.20, "shaken": 0.25, "built": 0.10}
BOTTLE_ML = 700


def scaled(name, servings):
    """Each ingredient's millilitres for this many servings."""
    if servings < 1:
        raise ValueError("need at least one serving")
    return {ing: ml * servings for ing, ml in RECIPES[name]["ml"].items()}


def liquid_ml(name, servings):
    """Everything poured into the batch before any water."""
    return sum(scaled(name, servings).values())


def batch_volume_ml(name, servings):
    """Final volume once the melt water is in, rounded to whole ml."""
    dilution = DILUTION[RECIPES[name]["method"]]
    return round(liquid_ml(name, servings) * (1 - dilution))


def bottles_needed(name, servings):
    return math.ceil(batch_volume_ml(name, servings) / BOTTLE_ML)
