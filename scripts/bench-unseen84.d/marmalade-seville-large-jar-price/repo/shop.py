"""Order totals for Priory Lane Marmalade."""

from products import (jar_price, GIFT_WRAP, POSTAGE, FREE_POSTAGE_FROM,
                      MULTIBUY_JARS, MULTIBUY_DISCOUNT)


def jars_total(items):
    """items is a list of (flavour, size, quantity)."""
    count = 0
    total = 0.0
    for flavour, size, quantity in items:
        if quantity < 1:
            raise ValueError("quantity must be at least 1")
        total += jar_price(flavour, size) * quantity
        count += quantity
    if count >= MULTIBUY_JARS:
        total = total * (1 - MULTIBUY_DISCOUNT)
    return round(total, 2)


def order_total(items, gift_wrap=False, posted=False):
    jars = jars_total(items)
    total = jars
    if gift_wrap:
        total += GIFT_WRAP
    if posted and jars < FREE_POSTAGE_FROM:
        total += POSTAGE
    return round(total, 2)
