"""Fees charged to client companies when one of our candidates is placed."""

FEE_RATES = {
    "junior": 0.15,
    "mid": 0.18,
    "senior": 0.20,
    "executive": 0.25,
}
MINIMUM_FEE = 2500.00
TEMP_TO_PERM_CREDIT = 0.5   # half of the temp fees already paid come off


def calc_fee(salary, level, temp_fees_paid=0.0):
    """Placement fee for a permanent hire on the given annual salary."""
    if level not in FEE_RATES:
        raise ValueError(f"Unknown level: {level}")
    fee = max(salary * FEE_RATES[level], MINIMUM_FEE)
    fee -= temp_fees_paid * TEMP_TO_PERM_CREDIT
    return round(max(fee, 0.0), 2)
