"""Split the bill after curry night."""

DEFAULT_TIP_PERCENT = 10


def subtotal(items):
    """items is a list of (price, quantity) pairs."""
    return round(sum(price * qty for price, qty in items), 2)


def tip_amount(amount, tip_percent=DEFAULT_TIP_PERCENT):
    return round(amount * tip_percent / 100, 2)


def share_per_person(items, people, tip_percent=DEFAULT_TIP_PERCENT):
    if people < 1:
        raise ValueError("need at least one person to pay")
    food = subtotal(items)
    tip = tip_amount(food, tip_percent)
    return round(food / people + tip, 2)
