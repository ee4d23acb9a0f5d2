"""Checked baggage allowance and overweight fees."""

ALLOWANCE_KG = {"economy": 23, "business": 32}
FEE_PER_KG = 12.0
MAX_BAG_KG = 32


def is_overweight(weight_kg, cabin="economy"):
    """True when the bag is heavier than the cabin's allowance."""
    return weight_kg >= ALLOWANCE_KG[cabin]


def overweight_fee(weight_kg, cabin="economy"):
    if weight_kg > MAX_BAG_KG:
        raise ValueError("bag too heavy to check in")
    if not is_overweight(weight_kg, cabin):
        return 0.0
    extra = max(weight_kg - ALLOWANCE_KG[cabin], 1)
    return round(extra * FEE_PER_KG, 2)
