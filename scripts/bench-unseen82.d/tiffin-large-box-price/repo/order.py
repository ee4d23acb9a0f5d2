"""Order totals for Spice Route Tiffins."""

from menu import TIFFIN_PRICES, SIDES, DELIVERY_FEE, FREE_DELIVERY_FROM, WEEKLY_DISCOUNT


def food_cost(tiffins, sides=None):
    """tiffins: dict of size -> count; sides: dict of side -> count."""
    total = 0.0
    for size, count in tiffins.items():
        if size not in TIFFIN_PRICES:
            raise ValueError("unknown tiffin size: %s" % size)
        total += TIFFIN_PRICES[size] * count
    for side, count in (sides or {}).items():
        if side not in SIDES:
            raise ValueError("unknown side: %s" % side)
        total += SIDES[side] * count
    return round(total, 2)


def day_total(tiffins, sides=None):
    food = food_cost(tiffins, sides)
    if food == 0:
        raise ValueError("empty order")
    delivery = 0.0 if food >= FREE_DELIVERY_FROM else DELIVERY_FEE
    return round(food + delivery, 2)


def week_total(tiffins, sides=None):
    """Same order every weekday for a week, paid up front."""
    return round(day_total(tiffins, sides) * 5 * (1 - WEEKLY_DISCOUNT), 2)
