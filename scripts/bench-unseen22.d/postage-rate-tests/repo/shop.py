"""Checkout totals for the little online shop."""

from postage import order_postage

FREE_POSTAGE_OVER = 50.00
VAT_RATE = 0.20


def basket_subtotal(lines):
    """lines: list of (unit_price, quantity, weight_kg_each)."""
    return round(sum(price * qty for price, qty, _ in lines), 2)


def checkout_total(lines, signed=False, international=False):
    subtotal = basket_subtotal(lines)
    weights = [w for _, qty, w in lines for _ in range(qty)]
    if subtotal > FREE_POSTAGE_OVER and not international:
        shipping = 0.0
    else:
        shipping = order_postage(weights, signed, international)
    return round(subtotal + shipping, 2)


def vat_included(total):
    return round(total - total / (1 + VAT_RATE), 2)
