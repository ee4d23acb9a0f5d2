"""Working out the bill for a table at Maison Rue bistro."""

MENU = {
    "soup of the day": 6.50,
    "pate": 7.95,
    "moules frites": 16.50,
    "steak frites": 22.00,
    "duck confit": 19.75,
    "tarte tatin": 7.25,
    "house red (bottle)": 24.00,
    "sparkling water": 3.80,
}


def line_items(order):
    """(dish, quantity, amount) for each dish on the order."""
    lines = []
    for dish, qty in order["items"].items():
        if dish not in MENU:
            raise KeyError(f"'{dish}' is not on the menu")
        lines.append((dish, qty, round(MENU[dish] * qty, 2)))
    return lines


def subtotal(order):
    return round(sum(amount for _, _, amount in line_items(order)), 2)


def total(order):
    return subtotal(order)
