"""Working out how many rolls of wallpaper a room takes."""

import math

ROLL_WIDTH = 0.53
ROLL_LENGTH = 10.05
TRIM = 0.10


def drops_needed(length, width):
    perimeter = 2 * (length + width)
    return math.ceil(perimeter / ROLL_WIDTH)


def drops_per_roll(height, pattern_repeat=0.0):
    drop = height + TRIM + pattern_repeat
    per_roll = int(ROLL_LENGTH // drop)
    if per_roll < 1:
        raise ValueError("walls too high for one roll")
    return per_roll


def rolls_needed(length, width, height, pattern_repeat=0.0):
    return math.ceil(drops_needed(length, width) / drops_per_roll(height, pattern_repeat))
