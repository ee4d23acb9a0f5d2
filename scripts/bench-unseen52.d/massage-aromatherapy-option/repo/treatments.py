"""Prices for Kneadful Things massage studio."""

BASE_PRICES = {30: 35.0, 60: 60.0, 90: 85.0}   # minutes -> pounds
SENIOR_THERAPIST_EXTRA = 10.0
HOME_VISIT_FEE = 15.0
MEMBER_DISCOUNT = 0.10


def session_price(minutes, senior=False, home_visit=False, member=False):
    """Price of one massage session in pounds.

    The member discount comes off the treatment itself, not the home
    visit fee (that's just my petrol).
    """
    if minutes not in BASE_PRICES:
        raise ValueError(f"we don't do {minutes} minute sessions")
    price = BASE_PRICES[minutes]
    if senior:
        price += SENIOR_THERAPIST_EXTRA
    if member:
        price *= 1 - MEMBER_DISCOUNT
    if home_visit:
        price += HOME_VISIT_FEE
    return round(price, 2)


def gift_voucher_value(minutes, senior=False):
    """Gift vouchers are sold at the full non-member price."""
    return session_price(minutes, senior=senior)
