"""Quotes for new lawns."""

import math

from rates import (LAYING_PER_M2, MINIMUM_JOB, TOPSOIL_PER_BAG, TURF_PER_M2,
                   WASTE_PER_TONNE)

M2_PER_TOPSOIL_BAG = 0.5   # a 25 litre bag covers about half a square metre at 5cm


def lawn_quote(length_m, width_m, topsoil=False, old_turf_tonnes=0):
    """Price for a rectangular lawn, never less than the minimum job."""
    area = length_m * width_m
    total = area * (TURF_PER_M2 + LAYING_PER_M2)
    if topsoil:
        bags = math.ceil(area / M2_PER_TOPSOIL_BAG)
        total += bags * TOPSOIL_PER_BAG
    total += old_turf_tonnes * WASTE_PER_TONNE
    return round(max(total, MINIMUM_JOB), 2)


if __name__ == "__main__":
    print(lawn_quote(5, 4))
    print(lawn_quote(10, 6, topsoil=True, old_turf_tonnes=2))
    print(lawn_quote(2, 3))
