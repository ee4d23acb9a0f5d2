"""Class passes and basket totals for Fernhill Fitness."""

from classes import class_price

PASSES = {
    "five": (5, 40.00),     # 5 classes for £40
    "ten": (10, 75.00),     # 10 classes for £75
}


def pass_price(kind):
    if kind not in PASSES:
        raise ValueError("unknown pass: %s" % kind)
    return PASSES[kind][1]


def cost_per_class(kind):
    classes, price = PASSES[kind]
    return round(price / classes, 2)


def basket_total(bookings, member=False):
    """bookings: list of (class name, day, start hour)."""
    total = 0.0
    for name, day, hour in bookings:
        total += class_price(name, day, hour, member)
    return round(total, 2)
