"""Order totals for the Golden Fold dumpling stall."""
from menu import MENU

LUNCH_DEAL_ITEMS = 3
LUNCH_DEAL_DISCOUNT = 1.50


def line_total(item, quantity):
    return round(MENU[item] * quantity, 2)


def order_total(order):
    """order maps menu item -> quantity."""
    subtotal = sum(line_total(item, qty) for item, qty in order.items())
    if sum(order.values()) >= LUNCH_DEAL_ITEMS:
        subtotal -= LUNCH_DEAL_DISCOUNT
    return round(subtotal, 2)


def order_slip(order):
    lines = [f"{qty} x {item}" for item, qty in order.items()]
    lines.append(f"Total: {order_total(order):.2f}")
    return "\n".join(lines)
