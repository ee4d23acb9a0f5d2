"""Prices for the Holey Moley doughnut van.

Ring doughnuts and filled doughnuts are priced separately.  A full
dozen of one kind has its own price, and a box of six gets 10% off.
"""

RING_PRICE = 1.50
FILLED_PRICE = 2.20
BOX_OF_SIX_DISCOUNT = 0.10
DOZEN_PRICE = {"ring": 15.00, "filled": 22.00}
SPRINKLES = 0.30                 # extra per doughnut, ring doughnuts only


def unit_price(kind):
    """Price of a single doughnut."""
    if kind == "ring":
        return RING_PRICE
    if kind == "filled":
        return FILLED_PRICE
    raise ValueError(f"we don't sell {kind} doughnuts")


def price_for(kind, qty):
    """Best price for qty doughnuts of one kind: dozens, then sixes, then singles."""
    dozens, rest = divmod(qty, 12)
    sixes, singles = divmod(rest, 6)
    total = dozens * DOZEN_PRICE[kind]
    total += sixes * 6 * unit_price(kind) * BOX_OF_SIX_DISCOUNT
    total += singles * unit_price(kind)
    return round(total, 2)


def order_total(ring=0, filled=0, sprinkles=0):
    """A whole order.  Sprinkles can only go on ring doughnuts."""
    if sprinkles > ring:
        raise ValueError("sprinkles only go on ring doughnuts")
    total = price_for("ring", ring) + price_for("filled", filled)
    return round(total + sprinkles * SPRINKLES, 2)


def change_due(paid, total):
    """Change to give back; refuse if they haven't handed over enough."""
    if paid <= total:
        raise ValueError("not enough money")
    return round(paid - total, 2)
