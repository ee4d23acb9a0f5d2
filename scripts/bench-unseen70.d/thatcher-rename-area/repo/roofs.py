"""Roof measurements for Hollis & Daughter Master Thatchers."""

PITCH_ALLOWANCE = 1.15  # extra for overhang at eaves and gables


def roof_area(ridge_length_m, rafter_length_m, sides=2):
    """Square metres of thatch needed for a simple pitched roof."""
    if ridge_length_m <= 0 or rafter_length_m <= 0:
        raise ValueError("measurements must be positive")
    return round(ridge_length_m * rafter_length_m * sides * PITCH_ALLOWANCE, 1)


def bundles_needed(area_m2, bundles_per_m2=3.5):
    whole = int(area_m2 * bundles_per_m2)
    if whole < area_m2 * bundles_per_m2:
        whole += 1
    return whole
