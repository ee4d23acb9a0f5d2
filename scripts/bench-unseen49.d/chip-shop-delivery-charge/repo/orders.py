"""Totting up an order. Items are a dict like {"cod": 2, "chips": 2}."""

from menu import STUDENT_DISCOUNT, price_of


def food_total(items):
    """Food only, before any discount."""
    return round(sum(price_of(item) * qty for item, qty in items.items()), 2)


def student_saving(items):
    """How much the student discount takes off."""
    return round(food_total(items) * STUDENT_DISCOUNT, 2)


def order_total(items, student=False):
    """What the customer pays."""
    total = food_total(items)
    if student:
        total -= student_saving(items)
    return round(total, 2)


def item_count(items):
    """Number of things to wrap - handy for the fryer queue."""
    return sum(items.values())
