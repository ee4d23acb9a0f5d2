"""Mail order pricing for Tidewater Smokehouse."""

PRODUCTS = {
    "smoked salmon 200g": 9.50,
    "hot smoked trout": 7.25,
    "kippers pair": 5.80,
    "smoked cheddar": 6.40,
    "oak smoked garlic": 3.20,
}

DELIVERY = {"standard": 6.95, "next day": 11.50}
FREE_DELIVERY_OVER = 60.00


def items_subtotal(order):
    total = 0.0
    for product, qty in order["items"]:
        if product not in PRODUCTS:
            raise ValueError(f"not in our range: {product}")
        total += PRODUCTS[product] * qty
    return round(total, 2)


def delivery_cost(order):
    method = order.get("delivery", "standard")
    if method not in DELIVERY:
        raise ValueError(f"unknown delivery: {method}")
    if method == "standard" and items_subtotal(order) >= FREE_DELIVERY_OVER:
        return 0.0
    return DELIVERY[method]


def order_total(order):
    return round(items_subtotal(order) + delivery_cost(order), 2)
