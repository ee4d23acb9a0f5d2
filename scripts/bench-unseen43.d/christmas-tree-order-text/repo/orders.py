"""Delivery orders for the Christmas tree farm."""

PRICES = {"Nordmann Fir": {5: 45.0, 6: 55.0, 7: 68.0}, "Norway Spruce": {5: 32.0, 6: 40.0, 7: 50.0}}
DELIVERY_CHARGE = 8.0
STAND_PRICE = 15.0
SLOTS = ("AM", "PM")


def order_total(order):
    total = PRICES[order["species"]][order["height_ft"]] + DELIVERY_CHARGE
    if order.get("stand"):
        total += STAND_PRICE
    return round(total, 2)


def confirmation_text(order):
    return (f"Order {order['number']} confirmed: {order['height_ft']}ft {order['species']}, "
            f"delivery {order['day']:%a %d %b} ({order['slot']}).")


def driver_sheet(orders, slot):
    lines = []
    for order in orders:
        if order["slot"] == slot:
            lines.append(f"#{order['number']} {order['name']}, {order['postcode']}: {order['height_ft']}ft {order['species']}")
    return lines
