"""How much paint do I need to redo a room?"""

import math

COVERAGE_M2_PER_LITRE = 12      # one litre covers this many square metres, one coat
DOOR_M2 = 1.9
WINDOW_M2 = 1.5
TIN_SIZES = (5, 2.5, 1)         # litres, biggest first


def wall_area(length, width, height, doors=0, windows=0):
    """Paintable wall area in m2 of a rectangular room."""
    perimeter = length + width
    area = perimeter * height - doors * DOOR_M2 - windows * WINDOW_M2
    return round(max(area, 0), 2)


def ceiling_area(length, width):
    return round(length * width, 2)


def litres_needed(area, coats=2):
    return round(area * coats / COVERAGE_M2_PER_LITRE, 2)


def tins_for(litres):
    """Pick tins greedily, biggest first, so there is at least `litres` of paint."""
    tins = []
    remaining = litres
    for size in TIN_SIZES[:-1]:
        while remaining >= size:
            tins.append(size)
            remaining -= size
    smallest = TIN_SIZES[-1]
    tins.extend([smallest] * math.ceil(round(remaining, 2) / smallest))
    return tins
