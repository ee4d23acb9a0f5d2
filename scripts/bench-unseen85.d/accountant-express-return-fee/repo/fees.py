"""Fees for personal tax return preparation."""

BASE_FEE = 180.00
EXTRA_SOURCE_FEE = 40.00   # each income source beyond the first
RENTAL_FEE = 60.00
EARLY_BIRD_DISCOUNT = 0.10


def return_fee(income_sources, has_rental=False, early_bird=False):
    """Fee for preparing one tax return."""
    if income_sources < 1:
        raise ValueError("a return needs at least one income source")
    fee = BASE_FEE + (income_sources - 1) * EXTRA_SOURCE_FEE
    if has_rental:
        fee += RENTAL_FEE
    if early_bird:
        fee = fee * (1 - EARLY_BIRD_DISCOUNT)
    return round(fee, 2)


def fee_letter(client, income_sources, has_rental=False, early_bird=False):
    fee = return_fee(income_sources, has_rental, early_bird)
    return f"Dear {client}, our fee for your tax return will be £{fee:.2f}."
