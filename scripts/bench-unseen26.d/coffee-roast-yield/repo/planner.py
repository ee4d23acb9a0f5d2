"""Roast day planner: prints what a green-bean delivery turns into."""

import sys

from roasting import WEIGHT_LOSS_PCT, bags, batches, roasted_weight


def plan(origin, green_g, level="medium"):
    loss = WEIGHT_LOSS_PCT[level]
    out = roasted_weight(green_g, loss)
    return (f"{origin}: {green_g} g green, {batches(green_g)} batch(es), {level} roast -> "
            f"{out} g roasted = {bags(out)} x 250 g bags")


if __name__ == "__main__":
    if len(sys.argv) == 4:
        print(plan(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
    else:
        print(plan("Ethiopia Guji", 1000))
        print(plan("Colombia Huila", 12000, "dark"))
