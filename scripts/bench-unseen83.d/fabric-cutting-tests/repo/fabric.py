"""Cutting prices for Patchwork Lane fabric shop."""

import math

PRICES_PER_METRE = {"cotton": 12.00, "linen": 18.50, "velvet": 24.00, "fleece": 9.00}
MIN_CUT = 0.5              # metres
CUT_STEP = 0.25            # we cut in quarter metres, always rounding up
REMNANT_DISCOUNT = 0.30    # end-of-roll remnants are 30% off
BULK_METRES = 10           # 10 metres or more of one fabric ...
BULK_DISCOUNT = 0.15       # ... get 15% off


def round_up_length(metres):
    if metres < MIN_CUT:
        return MIN_CUT
    return math.floor(metres / CUT_STEP) * CUT_STEP


def cut_price(fabric, metres, remnant=False):
    if fabric not in PRICES_PER_METRE:
        raise ValueError("unknown fabric: %s" % fabric)
    if metres <= 0:
        raise ValueError("length must be more than zero")
    length = round_up_length(metres)
    price = length * PRICES_PER_METRE[fabric]
    if remnant:
        price = price * REMNANT_DISCOUNT
    elif length >= BULK_METRES:
        price = price * (1 - BULK_DISCOUNT)
    return round(price, 2)


def basket_total(items):
    """items is a list of (fabric, metres) or (fabric, metres, remnant) tuples."""
    return round(sum(cut_price(*item) for item in items), 2)
