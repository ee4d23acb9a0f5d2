"""Quotes for rethatching and ridge work."""
from roofs import bundles_needed, roof_area

REED_BUNDLE_PRICE = 4.20
LABOUR_PER_M2 = 38.00
RIDGE_PER_M = 95.00
SCAFFOLD_FLAT = 650.00


def rethatch_quote(ridge_length_m, rafter_length_m, sides=2, new_ridge=True):
    area = roof_area(ridge_length_m, rafter_length_m, sides)
    reed = bundles_needed(area) * REED_BUNDLE_PRICE
    labour = area * LABOUR_PER_M2
    ridge = ridge_length_m * RIDGE_PER_M if new_ridge else 0.0
    return round(reed + labour + ridge + SCAFFOLD_FLAT, 2)


def ridge_only_quote(ridge_length_m):
    return round(ridge_length_m * RIDGE_PER_M + SCAFFOLD_FLAT, 2)
