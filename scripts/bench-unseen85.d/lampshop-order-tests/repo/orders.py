"""Order totals for the lamp shop."""

BULB_PRICE = 3.50          # added per lamp when bulbs are included
VAT_RATE = 0.20
FREE_DELIVERY_FROM = 100.00  # orders of this much or more ship free
DELIVERY_FEE = 6.95


def line_total(unit_price, qty, with_bulbs=False):
    price = unit_price
    if with_bulbs:
        price += BULB_PRICE
    return round(price + qty, 2)


def order_total(lines):
    """lines: list of line totals."""
    subtotal = sum(lines)
    if subtotal > FREE_DELIVERY_FROM:
        delivery = 0.0
    else:
        delivery = DELIVERY_FEE
    return round(subtotal + delivery, 2)


def vat_included(amount):
    """The VAT part of a VAT-inclusive amount."""
    return round(amount * VAT_RATE / (1 + VAT_RATE), 2)
