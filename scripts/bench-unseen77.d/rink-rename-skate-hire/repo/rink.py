"""Prices at the ice rink."""

ADMISSION = {"adult": 9.00, "child": 6.50, "concession": 7.00}
SKATE_HIRE = {"adult": 3.50, "child": 2.50, "concession": 3.00}
PENGUIN_AID = 4.00          # skating aid for little ones, per session
DISCO_NIGHT_EXTRA = 2.00


def admission_price(category, disco=False):
    """Entry for one skater for one session."""
    price = ADMISSION[category]
    if disco:
        price += DISCO_NIGHT_EXTRA
    return price


def skate_hire_price(category, own_skates=False):
    """Skate hire for one skater; nothing to pay if they bring their own."""
    if own_skates:
        return 0.0
    return SKATE_HIRE[category]
