"""Brick counts and time on site for garden walls and extensions."""

import math

BRICKS_PER_M2 = 60        # half-brick wall, standard bricks, 10mm joints
WASTE = 0.05              # breakages and cuts
BRICKS_PER_DAY = 500      # what the two of us lay in a day


def bricks_needed(length_m, height_m, double_skin=False):
    """Bricks to order for a wall, waste included."""
    per_m2 = BRICKS_PER_M2 * (2 if double_skin else 1)
    return math.ceil(round(length_m * height_m * per_m2 * (1 + WASTE), 6))


def days_needed(bricks):
    """Whole days on site to lay this many bricks."""
    return bricks // BRICKS_PER_DAY + 1
