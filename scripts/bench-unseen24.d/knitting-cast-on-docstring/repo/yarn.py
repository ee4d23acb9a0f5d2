"""How many balls of yarn to buy for a project."""
import math

BALL_METRES = {"dk": 225, "aran": 160, "chunky": 80}
METRES_PER_STITCH_CM = {"dk": 0.0042, "aran": 0.0058, "chunky": 0.0095}


def balls_needed(weight, stitches, rows, spare=1):
    metres = stitches * rows * METRES_PER_STITCH_CM[weight] * 10
    return math.ceil(metres / BALL_METRES[weight]) + spare
