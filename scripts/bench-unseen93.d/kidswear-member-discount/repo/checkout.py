"""Till calculations for Little Sprouts children's clothing."""

MEMBER_DISCOUNT = 0.10
GIFT_WRAP_FEE = 2.50


def line_total(item):
    """Price of one basket line (price x quantity)."""
    if item["qty"] < 1:
        raise ValueError("quantity must be at least 1")
    return item["price"] * item["qty"]


def basket_total(items, member=False, gift_wrap=False):
    """Total to pay for a basket.

    Each item is a dict with "name", "price", "qty" and optionally
    "sale" (True when the item is already reduced in the sale).
    """
    total = 0.0
    for item in items:
        total += line_total(item)
    if member:
        total -= total * MEMBER_DISCOUNT
    if gift_wrap:
        total += GIFT_WRAP_FEE
    return round(total, 2)


def count_items(items):
    """Number of garments in the basket."""
    return sum(item["qty"] for item in items)


def receipt_lines(items, member=False, gift_wrap=False):
    lines = ["%d x %s  £%.2f" % (i["qty"], i["name"], line_total(i)) for i in items]
    if gift_wrap:
        lines.append("Gift wrap  £%.2f" % GIFT_WRAP_FEE)
    lines.append("TOTAL  £%.2f" % basket_total(items, member, gift_wrap))
    return lines
