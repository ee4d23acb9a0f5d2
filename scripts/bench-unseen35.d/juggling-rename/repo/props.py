"""How much juggling kit a class needs."""

import math

PER_STUDENT = {
    "balls": 3,
    "clubs": 3,
    "rings": 3,
    "diabolo": 1,
    "devil stick": 1,
}
SPARE_FRACTION = 0.1


def props_needed(students, prop):
    if prop not in PER_STUDENT:
        raise ValueError(f"We don't stock {prop}")
    base = students * PER_STUDENT[prop]
    spares = math.ceil(base * SPARE_FRACTION)
    return base + spares


def packing_list(students, props):
    return {prop: props_needed(students, prop) for prop in props}
