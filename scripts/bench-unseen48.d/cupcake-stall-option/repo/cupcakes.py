"""Prices for the Saturday market cupcake stall."""

PRICE_EACH = {"vanilla": 2.5, "chocolate": 2.8, "lemon": 2.7, "red velvet": 3.2}
DOZEN_PRICE_FACTOR = 0.85
VEGAN_EXTRA = 0.4


def cake_price(flavour, vegan=False):
    price = PRICE_EACH[flavour]
    if vegan:
        price += VEGAN_EXTRA
    return price


def box_price(count, flavour, vegan=False):
    total = count * cake_price(flavour, vegan)
    if count >= 12:
        total *= DOZEN_PRICE_FACTOR
    return round(total, 2)
