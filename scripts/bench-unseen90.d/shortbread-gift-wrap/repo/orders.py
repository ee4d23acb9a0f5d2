"""Mail orders for Glenbrae Shortbread Bakery."""

TIN_PRICES = {"small": 6.50, "medium": 11.00, "large": 18.50}
DELIVERY_FEE = 4.95
FREE_DELIVERY_FROM = 50.00


def tin_count(items):
    return sum(items.values())


def items_subtotal(items):
    """items maps tin size to quantity, e.g. {"small": 2, "large": 1}."""
    total = 0.0
    for size, qty in items.items():
        if size not in TIN_PRICES:
            raise ValueError("unknown tin size: %r" % size)
        if qty < 0:
            raise ValueError("quantity cannot be negative")
        total += TIN_PRICES[size] * qty
    return round(total, 2)


def order_total(items, delivery=True):
    """Total for an order; delivery is free on tins worth £50 or more."""
    subtotal = items_subtotal(items)
    if tin_count(items) == 0:
        raise ValueError("empty order")
    total = subtotal
    if delivery and subtotal < FREE_DELIVERY_FROM:
        total += DELIVERY_FEE
    return round(total, 2)


def packing_note(items):
    parts = ["%d x %s" % (qty, size) for size, qty in sorted(items.items()) if qty]
    return "Pack: " + ", ".join(parts)
