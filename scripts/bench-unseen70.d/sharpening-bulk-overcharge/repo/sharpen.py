"""Price list and bills for Keen Edge knife and tool sharpening."""

PRICES = {
    "kitchen knife": 6.00,
    "bread knife": 8.00,
    "scissors": 5.00,
    "pocket knife": 5.50,
    "garden shears": 12.00,
    "axe": 10.00,
}

BULK_MIN_ITEMS = 5
BULK_DISCOUNT = 0.10
EXPRESS_FEE = 5.00


def item_price(kind):
    if kind not in PRICES:
        raise ValueError(f"we don't sharpen {kind!r}")
    return PRICES[kind]


def job_total(items, express=False):
    """items is a list of (kind, quantity) pairs."""
    count = 0
    subtotal = 0.0
    for kind, qty in items:
        if qty < 1:
            raise ValueError("quantity must be at least 1")
        subtotal += item_price(kind) * qty
        count += qty
    if count > BULK_MIN_ITEMS:
        subtotal -= subtotal * BULK_DISCOUNT
    if express:
        subtotal += EXPRESS_FEE
    return round(subtotal, 2)


def ticket(name, items, express=False):
    lines = [f"Keen Edge Sharpening - {name}"]
    for kind, qty in items:
        lines.append(f"  {qty} x {kind:<14} £{item_price(kind) * qty:.2f}")
    if express:
        lines.append(f"  Express (same day)  £{EXPRESS_FEE:.2f}")
    lines.append(f"  Total  £{job_total(items, express):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(ticket("Mr Patel", [("kitchen knife", 3), ("bread knife", 1), ("scissors", 1)]))
