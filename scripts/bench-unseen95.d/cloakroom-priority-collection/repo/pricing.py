"""Cloakroom charges for events at the venue."""

COAT_FEE = 2.50
BAG_FEE = 3.00
LARGE_ITEM_FEE = 5.00      # suitcases, pushchairs, instrument cases
MAX_ITEMS_PER_TICKET = 6


def cloakroom_total(coats=0, bags=0, large=0):
    """Charge for one cloakroom ticket."""
    items = coats + bags + large
    if items < 1:
        raise ValueError("nothing to check in")
    if items > MAX_ITEMS_PER_TICKET:
        raise ValueError(f"at most {MAX_ITEMS_PER_TICKET} items per ticket")
    total = coats * COAT_FEE + bags * BAG_FEE + large * LARGE_ITEM_FEE
    return round(total, 2)
