"""Order totals for the crochet shop (online and in person)."""

MEMBER_DISCOUNT = 0.10
POSTAGE = 3.95
FREE_POSTAGE_OVER = 50.00

KINDS = ("yarn", "hook", "pattern", "kit", "workshop")


def line_total(item):
    kind, unit_price, qty = item
    if kind not in KINDS:
        raise ValueError(f"unknown item kind: {kind}")
    if qty < 1:
        raise ValueError("quantity must be at least 1")
    return unit_price * qty


def postage(goods_total, collect=False):
    if collect or goods_total >= FREE_POSTAGE_OVER:
        return 0.0
    return POSTAGE


def order_total(items, member=False, collect=False):
    """items is a list of (kind, unit_price, quantity) tuples."""
    goods = sum(line_total(item) for item in items)
    if member:
        goods = goods * (1 - MEMBER_DISCOUNT)
    return round(goods + postage(goods, collect), 2)
