"""Fabric and prices for made-to-measure curtains."""

import math

FULLNESS = {"pencil pleat": 2.0, "eyelet": 1.5, "pinch pleat": 2.25}
FABRIC_WIDTH_CM = 137
HEMS_CM = 30                    # top and bottom hems on each drop
MAKING_PER_WIDTH = {"pencil pleat": 28.00, "eyelet": 32.00, "pinch pleat": 45.00}
LINING_PER_M = 6.50
FITTING = 40.00


def widths_needed(track_cm, heading):
    """Whole widths of fabric to make the pair, never part of one."""
    return round(track_cm * FULLNESS[heading] / FABRIC_WIDTH_CM)


def fabric_metres(track_cm, drop_cm, heading):
    """Metres of fabric to order for the pair."""
    cut_drop = drop_cm + HEMS_CM
    return round(widths_needed(track_cm, heading) * cut_drop / 100, 2)


def curtain_price(track_cm, drop_cm, heading, fabric_per_m, lined=True, fitted=False):
    """Fabric, making up, lining and fitting for a pair of curtains."""
    metres = fabric_metres(track_cm, drop_cm, heading)
    price = metres * fabric_per_m
    price += widths_needed(track_cm, heading) * MAKING_PER_WIDTH[heading]
    if lined:
        price += metres * LINING_PER_M
    if fitted:
        price += FITTING
    return round(price, 2)
