"""Online orders for Hilltop Coffee Roastery."""

BAG_PRICES = {250: 7.50, 500: 13.50, 1000: 25.00}   # bag size in grams -> price
GRINDS = ("whole", "espresso", "filter", "cafetiere")
GRIND_FEE = 0.50            # per bag, for any grind other than whole bean
SHIPPING = 3.95
FREE_SHIPPING_FROM = 30.00  # orders of £30 or more ship free
SUBSCRIBER_DISCOUNT = 0.10


def bag_price(size, grind="whole"):
    if size not in BAG_PRICES:
        raise ValueError("unknown bag size: %r" % size)
    if grind not in GRINDS:
        raise ValueError("unknown grind: %r" % grind)
    price = BAG_PRICES[size]
    if grind == "whole":
        price += GRIND_FEE
    return price


def order_subtotal(lines):
    """lines is a list of (size, grind, quantity)."""
    total = 0.0
    for size, grind, quantity in lines:
        if quantity < 1:
            raise ValueError("quantity must be at least 1")
        total += bag_price(size, grind) * quantity
    return round(total, 2)


def shipping(amount):
    if amount > FREE_SHIPPING_FROM:
        return 0.0
    return SHIPPING


def order_total(lines, subscriber=False):
    amount = order_subtotal(lines)
    if subscriber:
        amount = round(amount * (1 - SUBSCRIBER_DISCOUNT), 2)
    return round(amount + shipping(amount), 2)
