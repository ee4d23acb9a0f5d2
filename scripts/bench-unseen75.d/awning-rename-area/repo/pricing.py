"""Pricing for made-to-measure retractable awnings."""

import math

FABRIC_PER_SQM = {
    "acrylic": 38.0,
    "polyester": 27.0,
    "pvc": 45.0,
}
FRAME_PER_METRE_WIDTH = 95.0
MOTOR_PRICE = 320.0
MIN_WIDTH = 1.5
MAX_WIDTH = 7.0


def calc_area(width, projection):
    """Fabric area in square metres, rounded up to the next half square metre."""
    area = width * projection
    return math.ceil(area * 2) / 2


def fabric_cost(fabric, width, projection):
    if fabric not in FABRIC_PER_SQM:
        raise ValueError(f"unknown fabric: {fabric}")
    return FABRIC_PER_SQM[fabric] * calc_area(width, projection)


def frame_cost(width):
    if not MIN_WIDTH <= width <= MAX_WIDTH:
        raise ValueError(f"width must be between {MIN_WIDTH} and {MAX_WIDTH} metres")
    return FRAME_PER_METRE_WIDTH * width
