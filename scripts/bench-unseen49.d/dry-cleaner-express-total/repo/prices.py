"""Price list and small helpers for Spotless Dry Cleaners.

An order ("ticket") is a dict of garment -> how many, e.g.
    {"shirt": 3, "suit": 1}
"""

PRICE_LIST = {
    "shirt": 3.50,
    "blouse": 4.00,
    "trousers": 6.00,
    "suit": 14.00,      # two piece, priced as one garment
    "dress": 11.00,
    "coat": 16.50,
    "duvet": 22.00,
}

BULK_PIECES = 5            # 5 or more garments on one ticket get the bulk discount
BULK_DISCOUNT = 0.10       # 10% off
EXPRESS_SURCHARGE = 0.20   # same-day service is 20% on top


def piece_count(items):
    """How many garments are on the ticket."""
    return len(items)


def line_price(garment, qty):
    """Price for one line of the ticket, before any discount."""
    if garment not in PRICE_LIST:
        raise ValueError(f"We don't have a price for {garment!r}")
    return PRICE_LIST[garment] * qty
