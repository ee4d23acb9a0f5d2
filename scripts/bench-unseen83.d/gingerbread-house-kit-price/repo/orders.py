"""Order totals and slips for The Gingerbread Kitchen."""

from products import unit_price, PERSONALISED_ICING, LOCAL_DELIVERY, FREE_DELIVERY_FROM


def order_total(items, personalised=0, delivery=False):
    """items maps product name to quantity; personalised is how many get a name iced on."""
    total = 0.0
    for product, qty in items.items():
        if qty < 0:
            raise ValueError("quantity cannot be negative")
        total += unit_price(product) * qty
    total += personalised * PERSONALISED_ICING
    if delivery and total < FREE_DELIVERY_FROM:
        total += LOCAL_DELIVERY
    return round(total, 2)


def order_slip(name, items, personalised=0, delivery=False):
    lines = ["The Gingerbread Kitchen", "Order for: %s" % name]
    for product, qty in items.items():
        lines.append("%d x %s @ £%.2f" % (qty, product, unit_price(product)))
    if personalised:
        lines.append("Personalised icing x%d" % personalised)
    lines.append("Delivery" if delivery else "Collection from the shop")
    lines.append("Total: £%.2f" % order_total(items, personalised, delivery))
    return "\n".join(lines)
