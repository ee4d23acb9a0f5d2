"""Standing orders for office fruit deliveries."""

from pricing import calc_box

DELIVERY_DAYS = ("Mon", "Wed", "Fri")
MULTI_BOX_DISCOUNT = 0.10  # 5 or more boxes in one delivery
MULTI_BOX_FROM = 5


def delivery_total(lines):
    """lines: list of (size, quantity, exotic, organic)."""
    total = 0.0
    boxes = 0
    for size, qty, exotic, organic in lines:
        total += calc_box(size, exotic, organic) * qty
        boxes += qty
    if boxes >= MULTI_BOX_FROM:
        total = total * (1 - MULTI_BOX_DISCOUNT)
    return round(total, 2)


def order_summary(customer, lines):
    parts = []
    for size, qty, exotic, organic in lines:
        unit = calc_box(size, exotic, organic)
        parts.append("%d x %s box @ £%.2f" % (qty, size, unit))
    total = delivery_total(lines)
    return "%s: %s (total £%.2f)" % (customer, ", ".join(parts), total)
