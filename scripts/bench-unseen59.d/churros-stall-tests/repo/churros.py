"""Prices for the churros stall.

Churros come in bags of 3, 6 or a sharing box of 12.  Dips are extra,
but the first dip is free with a sharing box.  Every eighth bag on a
loyalty card is free.
"""

PORTIONS = {3: 4.00, 6: 7.00, 12: 12.00}
DIP_PRICE = 1.20
SUGARS = ("cinnamon", "plain", "salted caramel")
STAMPS_FOR_FREE_BAG = 8


def portion_price(size):
    """Price of a bag of churros."""
    if size not in PORTIONS:
        raise ValueError("We do bags of 3, 6 or 12.")
    return PORTIONS[size]


def dips_price(size, dips):
    """Price of the dips that go with a bag."""
    free = 1 if size > 12 else 0
    return round(max(0, dips - free) * DIP_PRICE, 2)


def order_total(size, dips=0, sugar="cinnamon"):
    """Price of one order at the hatch."""
    if sugar not in SUGARS:
        raise ValueError(f"We don't do {sugar} sugar.")
    return round(portion_price(size) + dips_price(size, dips), 2)


def free_bag_due(stamps):
    """True when the customer's card has earned a free bag."""
    return stamps > 0 and stamps % STAMPS_FOR_FREE_BAG == 0
