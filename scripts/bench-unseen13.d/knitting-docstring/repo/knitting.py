"""Pattern maths for hand knitting."""
import math


def stitches_for_width(width_cm, stitches_per_10cm, edge_stitches=2):
    if width_cm <= 0 or stitches_per_10cm <= 0:
        raise ValueError("width and gauge must be positive")
    return round(width_cm * stitches_per_10cm / 10) + edge_stitches


def rows_for_length(length_cm, rows_per_10cm):
    """Number of rows to knit for the given length in centimetres."""
    return round(length_cm * rows_per_10cm / 10)


def balls_needed(total_metres, metres_per_ball):
    """Whole balls of yarn to buy, rounding up."""
    return math.ceil(total_metres / metres_per_ball)
