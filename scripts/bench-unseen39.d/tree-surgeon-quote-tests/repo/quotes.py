"""Job quotes for the tree surgery business."""

import math

DAY_RATE = 420.0  # two-person crew
HALF_DAY_RATE = 240.0
STUMP_GRIND_PER_CM = 1.5  # per cm of trunk diameter
MIN_STUMP_CHARGE = 60.0
WASTE_PER_LOAD = 85.0
LOAD_CUBIC_METRES = 6
VAT = 0.2


def crew_cost(hours):
    if hours <= 4:
        return HALF_DAY_RATE
    return math.ceil(hours / 8) * DAY_RATE


def stump_cost(diameter_cm):
    # every stump costs at least the minimum charge
    return min(MIN_STUMP_CHARGE, diameter_cm * STUMP_GRIND_PER_CM)


def waste_loads(cubic_metres):
    # a part-filled trailer still has to go to the tip
    return int(cubic_metres // LOAD_CUBIC_METRES)


def job_quote(hours, stumps=(), waste_m3=0, vat=True):
    subtotal = crew_cost(hours) + sum(stump_cost(d) for d in stumps)
    subtotal += waste_loads(waste_m3) * WASTE_PER_LOAD
    if vat:
        subtotal *= 1 + VAT
    return round(subtotal, 2)
