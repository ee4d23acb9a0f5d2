"""Office lunch box orders: prices, delivery and account discount."""

BOX_PRICES = {
    "sandwich": 6.50,
    "wrap": 6.95,
    "salad": 7.25,
    "hot": 8.40,
}
DELIVERY_CHARGE = 4.00
FREE_DELIVERY_BOXES = 20
ACCOUNT_DISCOUNT = 0.05  # regular customers with an account


def food_total(items):
    """items: dict of box name -> quantity."""
    total = 0.0
    for name, qty in items.items():
        if name not in BOX_PRICES:
            raise ValueError("not on the menu: " + name)
        total += BOX_PRICES[name] * qty
    return total


def box_count(items):
    return sum(items.values())


def delivery_charge(items):
    if box_count(items) >= FREE_DELIVERY_BOXES:
        return 0.0
    return DELIVERY_CHARGE


def order_total(items, has_account=False):
    food = food_total(items)
    total = food + delivery_charge(items)
    if has_account:
        total = total * (1 - ACCOUNT_DISCOUNT)
    return round(total, 2)
