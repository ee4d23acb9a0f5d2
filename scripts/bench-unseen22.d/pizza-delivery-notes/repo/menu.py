"""Pizza menu and prices."""

PIZZAS = {
    "margherita": 9.50,
    "pepperoni": 11.00,
    "four cheese": 11.50,
    "veggie": 10.50,
    "hawaiian": 11.00,
}
SIZE_EXTRA = {"small": -2.00, "medium": 0.00, "large": 3.00}
DELIVERY_CHARGE = 2.50
FREE_DELIVERY_OVER = 30.00


def item_price(name, size="medium"):
    if name not in PIZZAS:
        raise KeyError(f"not on the menu: {name}")
    return PIZZAS[name] + SIZE_EXTRA[size]
