"""Timber maths for the woodwork shed."""

# Prices per board foot by species.
PRICE_PER_BF = {
    "pine": 2.10,
    "oak": 8.75,
    "walnut": 12.40,
    "ash": 6.20,
}

WASTE_ALLOWANCE = 0.15


def board_ft(thickness_in, width_in, length_ft, pieces=1):
    """Board feet for `pieces` boards of the given size."""
    return round(thickness_in * width_in * length_ft / 12 * pieces, 2)


def cost(species, thickness_in, width_in, length_ft, pieces=1, waste=True):
    bf = board_ft(thickness_in, width_in, length_ft, pieces)
    if waste:
        bf *= 1 + WASTE_ALLOWANCE
    return round(bf * PRICE_PER_BF[species], 2)
