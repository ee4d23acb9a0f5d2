"""Pressure washing quotes for driveways, patios, decking and paths."""

RATES = {  # price per square metre
    "driveway": 3.00,
    "patio": 2.50,
    "decking": 2.50,
    "path": 2.00,
}
SEALING_PER_M2 = 1.20    # optional re-sealing after the wash
MOSS_TREATMENT = 18.00   # flat charge per job
MINIMUM_CHARGE = 45.00


def area_price(surface, square_metres):
    if surface not in RATES:
        raise ValueError("we don't clean " + surface)
    if square_metres <= 0:
        raise ValueError("area must be positive")
    return RATES[surface] * square_metres


def job_quote(jobs, sealing=False, moss=False):
    """jobs: list of (surface, square metres) for one visit."""
    total = 0.0
    area = 0.0
    for surface, square_metres in jobs:
        total += area_price(surface, square_metres)
        area += square_metres
    if sealing:
        total += SEALING_PER_M2 * area
    if moss:
        total += MOSS_TREATMENT
    return round(max(total, MINIMUM_CHARGE), 2)
