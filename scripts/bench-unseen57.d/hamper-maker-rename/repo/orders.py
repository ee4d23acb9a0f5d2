"""Orders, including the big corporate ones at Christmas."""

from items import hmpr_tot

CORPORATE_MIN = 10          # hampers the same
CORPORATE_DISCOUNT = 0.12
DELIVERY_EACH = 6.50


def order_price(contents, basket, quantity, delivered=False):
    """Total for a number of identical hampers."""
    total = hmpr_tot(contents, basket) * quantity
    if quantity >= CORPORATE_MIN:
        total *= 1 - CORPORATE_DISCOUNT
    if delivered:
        total += DELIVERY_EACH * quantity
    return round(total, 2)
