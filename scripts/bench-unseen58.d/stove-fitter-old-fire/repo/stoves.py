"""Prices for supplying and fitting wood burners and multi-fuel stoves."""

STOVES = {"4kw": 695.00, "5kw": 795.00, "7kw": 995.00, "multi-fuel 5kw": 845.00}
FITTING = 450.00            # standard install into an existing fireplace
FLUE_LINER_PER_M = 55.00
HEARTH = 180.00             # new slate hearth
CERTIFICATE = 95.00         # HETAS sign-off, always needed
DEPOSIT = 0.30


def install_price(stove, liner_m=0, new_hearth=False):
    """Stove, fitting, flue liner, hearth and certificate."""
    price = STOVES[stove] + FITTING + liner_m * FLUE_LINER_PER_M + CERTIFICATE
    if new_hearth:
        price += HEARTH
    return round(price, 2)


def deposit(price):
    """What we ask for up front to order the stove."""
    return round(price * DEPOSIT, 2)
