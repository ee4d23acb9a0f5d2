"""Pitch fees for traders at the Saturday farmers' market."""

BASE_RATE_PER_METRE = 6.50
COVERED_SUPPLEMENT = 0.20
EXTRAS = {"power": 8.00, "table": 3.00, "gazebo_weights": 2.00}
REGULAR_TRADER_DISCOUNT = 0.15


def stall_fee(length_m, days, covered=False, extras=None, regular=False):
    """Total pitch fee in pounds for a stall of length_m metres over a number of market days."""
    if length_m <= 0 or days <= 0:
        raise ValueError("length and days must be positive")
    per_day = length_m * BASE_RATE_PER_METRE
    if covered:
        per_day *= 1 + COVERED_SUPPLEMENT
    for extra in extras or []:
        per_day += EXTRAS[extra]
    total = per_day * days
    if regular:
        total *= 1 - REGULAR_TRADER_DISCOUNT
    return round(total, 2)


def pitch_number(row, position):
    return f"{row.upper()}{position:02d}"
