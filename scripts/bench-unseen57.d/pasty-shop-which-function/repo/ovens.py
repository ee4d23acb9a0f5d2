"""Plans the bake."""

import math

BASE_BATCH = {"traditional": 60, "cheese and onion": 30, "steak and stilton": 20,
              "vegan": 15, "cornish breakfast": 25}
SATURDAY_BOOST = 1.5
RAIN_CUT = 0.8              # fewer walkers about when it's raining
PASTIES_PER_TRAY = 12


def bake_quantities(weekday, raining=False):
    """weekday is 0 for Monday ... 6 for Sunday."""
    factor = SATURDAY_BOOST if weekday == 5 else 1.0
    if raining:
        factor *= RAIN_CUT
    return {kind: math.ceil(n * factor) for kind, n in BASE_BATCH.items()}


def trays_needed(quantities):
    """Oven trays to fill for a batch."""
    return sum(math.ceil(n / PASTIES_PER_TRAY) for n in quantities.values())
