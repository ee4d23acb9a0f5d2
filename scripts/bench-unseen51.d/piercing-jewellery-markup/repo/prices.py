"""Prices for the piercing side of the studio.

The piercing fee covers the procedure itself. Jewellery is charged on
top, at what we paid the supplier plus our markup.
"""

PIERCING_FEES = {
    "lobe": 20.0,
    "helix": 30.0,
    "tragus": 35.0,
    "nostril": 30.0,
    "septum": 40.0,
    "navel": 40.0,
}
JEWELLERY_MARKUP = 1.40      # selling price = supplier cost x this
PAIR_OF_LOBES_DISCOUNT = 10.0
AFTERCARE_SPRAY = 6.00


def jewellery_price(cost):
    """What we sell a piece of jewellery for, given the supplier cost."""
    return round(cost * JEWELLERY_MARKUP, 2)


def piercing_total(piercings):
    """Fees for the piercings on one visit. Two lobes done together get money off."""
    total = sum(PIERCING_FEES[p] for p in piercings)
    if piercings.count("lobe") >= 2:
        total -= PAIR_OF_LOBES_DISCOUNT
    return total


def visit_total(piercings, jewellery_costs, aftercare=True):
    """Everything the customer pays for one visit."""
    total = piercing_total(piercings)
    total += sum(jewellery_price(c) for c in jewellery_costs)
    if aftercare:
        total += AFTERCARE_SPRAY
    return round(total, 2)
