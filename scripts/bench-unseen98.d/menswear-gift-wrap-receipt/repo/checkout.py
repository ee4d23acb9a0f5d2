"""Basket totals for Fenwick & Hale Menswear."""

PRICES = {
    "oxford shirt": 45.00,
    "wool tie": 28.00,
    "chinos": 55.00,
    "merino jumper": 79.00,
    "leather belt": 35.00,
}
MEMBER_DISCOUNT = 0.10


def item_count(items):
    return sum(qty for _, qty in items)


def subtotal(items):
    """items is a list of (product, quantity) pairs."""
    total = 0.0
    for product, qty in items:
        if product not in PRICES:
            raise KeyError(f"unknown product: {product}")
        total += PRICES[product] * qty
    return round(total, 2)


def member_saving(items, member=False):
    if not member:
        return 0.0
    return round(subtotal(items) * MEMBER_DISCOUNT, 2)


def basket_total(items, member=False):
    return round(subtotal(items) - member_saving(items, member), 2)
