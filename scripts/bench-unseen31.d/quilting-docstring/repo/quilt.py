"""Fabric calculator for patchwork quilts."""

import math

SEAM_ALLOWANCE_IN = 0.25
FABRIC_WIDTH_IN = 42      # usable width of quilting cotton
INCHES_PER_YARD = 36


def cut_size(finished_in):
    return finished_in + 2 * SEAM_ALLOWANCE_IN


def squares_needed(quilt_width_in, quilt_length_in, finished_in):
    across = math.ceil(quilt_width_in / finished_in)
    down = math.ceil(quilt_length_in / finished_in)
    return across * down


def squares_per_strip(finished_in):
    return int(FABRIC_WIDTH_IN // cut_size(finished_in))


def yardage(count, finished_in):
    strips = math.ceil(count / squares_per_strip(finished_in))
    inches = strips * cut_size(finished_in)
    return math.ceil(inches / INCHES_PER_YARD * 4) / 4


def plan(quilt_width_in, quilt_length_in, finished_in, colours=1):
    total = squares_needed(quilt_width_in, quilt_length_in, finished_in)
    per_colour = math.ceil(total / colours)
    return {
        "squares": total,
        "cut_size": cut_size(finished_in),
        "per_colour": per_colour,
        "yards_per_colour": yardage(per_colour, finished_in),
    }


if __name__ == "__main__":
    print(plan(60, 72, 6, colours=3))
