"""Dough quantities for the corner bakery."""

RECIPES = {
    # grams of flour per loaf, hydration (water as a share of flour)
    "white": (500, 0.65),
    "wholemeal": (450, 0.75),
    "rye": (400, 0.80),
}


def loaves_to_flour(bread, loaves):
    """Grams of flour needed to bake `loaves` loaves of `bread`."""
    if loaves < 0:
        raise ValueError("loaves cannot be negative")
    grams, _ = RECIPES[bread]
    return grams * loaves


def water_for(bread, loaves):
    """Grams of water for the same batch."""
    _, hydration = RECIPES[bread]
    return round(loaves_to_flour(bread, loaves) * hydration)


def sacks_needed(grams, sack_kg=16):
    """Whole sacks of flour to open for a batch."""
    sack = sack_kg * 1000
    return -(-grams // sack)
