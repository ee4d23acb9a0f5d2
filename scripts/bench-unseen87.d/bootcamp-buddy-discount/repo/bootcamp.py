"""Prices for outdoor fitness bootcamp blocks."""

SESSION_PRICE = 8.0
SESSIONS_PER_WEEK_ALLOWED = (2, 3, 5)
BLOCK_DISCOUNT = {4: 0.0, 8: 0.05, 12: 0.10}   # block length in weeks -> discount
KIT_FEE = 15.0                                 # new members only, not discounted


def check_booking(weeks, sessions_per_week):
    if weeks not in BLOCK_DISCOUNT:
        raise ValueError("blocks are 4, 8 or 12 weeks")
    if sessions_per_week not in SESSIONS_PER_WEEK_ALLOWED:
        raise ValueError("2, 3 or 5 sessions a week")


def sessions_cost(weeks, sessions_per_week):
    return weeks * sessions_per_week * SESSION_PRICE


def block_discount_amount(weeks, sessions_per_week):
    return round(sessions_cost(weeks, sessions_per_week) * BLOCK_DISCOUNT[weeks], 2)


def block_price(weeks, sessions_per_week, new_member=False):
    """Total price for a block of bootcamp sessions."""
    check_booking(weeks, sessions_per_week)
    price = sessions_cost(weeks, sessions_per_week)
    price -= block_discount_amount(weeks, sessions_per_week)
    if new_member:
        price += KIT_FEE
    return round(price, 2)
