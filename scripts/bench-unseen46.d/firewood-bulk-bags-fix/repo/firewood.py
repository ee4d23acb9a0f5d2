"""Price list for the firewood and kindling delivery round."""

PRICES = {"hardwood": 6.50, "softwood": 5.00, "kiln_dried": 8.25, "kindling": 3.00}
BULK_BAGS = 10  # ten bags or more gets the bulk price
BULK_DISCOUNT = 0.15
FREE_DELIVERY_FROM = 60.0
DELIVERY_FEE = 7.50


def bag_price(kind):
    if kind not in PRICES:
        raise ValueError(f"we don't sell {kind}")
    return PRICES[kind]


def order_subtotal(kind, bags):
    subtotal = bag_price(kind) * bags
    if bags > BULK_BAGS:
        subtotal *= 1 - BULK_DISCOUNT
    return round(subtotal, 2)


def delivery_charge(subtotal):
    if subtotal >= FREE_DELIVERY_FROM:
        return 0.0
    return DELIVERY_FEE


def order_total(kind, bags):
    subtotal = order_subtotal(kind, bags)
    return round(subtotal + delivery_charge(subtotal), 2)
