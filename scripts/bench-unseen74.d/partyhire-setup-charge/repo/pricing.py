"""Party equipment hire prices."""

ITEM_PRICES = {
    "gazebo": 65.00,
    "trestle table": 8.00,
    "folding chair": 1.50,
    "patio heater": 22.00,
    "bunting (10m)": 6.00,
}
DELIVERY = 20.00
FREE_DELIVERY_FROM = 150.00


def items_subtotal(items):
    """items is a dict of item name -> quantity."""
    subtotal = 0.0
    for name, qty in items.items():
        if name not in ITEM_PRICES:
            raise ValueError(f"We don't hire out {name}")
        subtotal += ITEM_PRICES[name] * qty
    return round(subtotal, 2)


def delivery_charge(items):
    return 0.0 if items_subtotal(items) >= FREE_DELIVERY_FROM else DELIVERY


def order_total(items):
    return round(items_subtotal(items) + delivery_charge(items), 2)
