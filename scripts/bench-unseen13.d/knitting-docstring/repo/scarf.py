"""Prints the numbers for a simple garter stitch scarf."""
import sys

from knitting import balls_needed, rows_for_length, stitches_for_width

METRES_PER_STITCH = 0.012  # rough yarn use for one stitch in chunky wool


def scarf_plan(width_cm, length_cm, stitches_per_10cm=14, rows_per_10cm=28, metres_per_ball=80):
    stitches = stitches_for_width(width_cm, stitches_per_10cm)
    rows = rows_for_length(length_cm, rows_per_10cm)
    metres = stitches * rows * METRES_PER_STITCH
    return f"Cast on {stitches} stitches, knit {rows} rows, buy {balls_needed(metres, metres_per_ball)} balls"


if __name__ == "__main__":
    print(scarf_plan(float(sys.argv[1]), float(sys.argv[2])))
