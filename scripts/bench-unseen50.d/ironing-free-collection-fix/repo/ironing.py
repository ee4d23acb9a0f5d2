"""Pricing for Crease & Co. - ironing with collection and delivery.

Prices are per item. Most customers book through the website, the rest
ring up and Sue keys the order in by hand.
"""

ITEM_PRICES = {
    "shirt": 1.80,
    "blouse": 1.80,
    "trousers": 2.20,
    "dress": 3.50,
    "tablecloth": 4.00,
    "bedding_set": 6.00,
}
COLLECTION_FEE = 4.50
FREE_COLLECTION_OVER = 30.00   # orders of this much or more get free pick-up
EXPRESS_UPLIFT = 0.5           # same-day turnaround adds 50%


def items_total(items):
    """Add up a basket like {"shirt": 5, "dress": 1}."""
    total = 0.0
    for item, qty in items.items():
        total += ITEM_PRICES[item] * qty
    return round(total, 2)


def collection_fee(order_total, regular=False):
    """Charge for picking up and dropping back the ironing.

    Regulars (weekly standing orders) never pay for collection, and nor
    does anyone spending at least FREE_COLLECTION_OVER.
    """
    if order_total >= FREE_COLLECTION_OVER and regular:
        return 0.0
    return COLLECTION_FEE


def order_price(items, regular=False, express=False):
    """What the customer pays for the whole order."""
    subtotal = items_total(items)
    if express:
        subtotal = round(subtotal * (1 + EXPRESS_UPLIFT), 2)
    return round(subtotal + collection_fee(subtotal, regular), 2)


def receipt(items, regular=False, express=False):
    """Plain text receipt for the driver to hand over."""
    lines = []
    for item, qty in items.items():
        lines.append(f"{qty} x {item.replace('_', ' ')}")
    lines.append(f"Total: £{order_price(items, regular, express):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt({"shirt": 5, "trousers": 2}, regular=True))
