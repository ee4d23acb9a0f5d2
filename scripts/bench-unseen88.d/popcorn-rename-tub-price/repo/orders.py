"""Till orders for the popcorn stall."""
from prices import tub_price

MEAL_DEAL_DRINK = 1.50


def order_total(items, with_drinks=0):
    """items: list of (size, flavour, quantity)."""
    total = 0.0
    for size, flavour, qty in items:
        total += tub_price(size, flavour) * qty
    total += with_drinks * MEAL_DEAL_DRINK
    return round(total, 2)


def receipt(items, with_drinks=0):
    lines = []
    for size, flavour, qty in items:
        each = tub_price(size, flavour)
        lines.append("%d x %s %s @ £%.2f" % (qty, size, flavour, each))
    if with_drinks:
        lines.append("%d x drink @ £%.2f" % (with_drinks, MEAL_DEAL_DRINK))
    lines.append("Total: £%.2f" % order_total(items, with_drinks))
    return "\n".join(lines)
