"""Orthodontic treatment fees."""

MONTHLY_FEE = {"metal": 95.00, "ceramic": 120.00, "aligners": 150.00}
RETAINER_FEE = 180.00
CONSULTATION_FEE = 45.00
UNDER_18_DISCOUNT = 0.10


def brace_cost(kind, months, under_18=False):
    """Cost of the braces or aligners themselves over the treatment."""
    cost = MONTHLY_FEE[kind] * months
    if under_18:
        cost = cost * (1 - UNDER_18_DISCOUNT)
    return round(cost, 2)


def full_plan_cost(kind, months, under_18=False, retainer=True):
    total = CONSULTATION_FEE + brace_cost(kind, months, under_18)
    if retainer:
        total += RETAINER_FEE
    return round(total, 2)
