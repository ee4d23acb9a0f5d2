"""Class pricing for Highwire Trapeze School."""

CLASS_PRICES = {
    "taster": 25.00,
    "beginner": 32.00,
    "intermediate": 36.00,
    "private": 70.00,
}
PACK_DISCOUNTS = {5: 0.10, 10: 0.20}   # buying a pack of 5 or 10 classes
LATE_CANCEL_HOURS = 24                 # cancelling with less notice costs a fee
LATE_CANCEL_SHARE = 0.5                # fee is half the class price
GRIP_TAPE = 2.50


def class_price(level):
    if level not in CLASS_PRICES:
        raise ValueError("unknown class level: %s" % level)
    return CLASS_PRICES[level]


def pack_price(level, classes):
    """Price for buying several classes at once (packs of 5 or 10 are discounted)."""
    if level == "taster":
        raise ValueError("taster classes cannot be bought in packs")
    if classes < 1:
        raise ValueError("must buy at least one class")
    total = class_price(level) * classes
    discount = PACK_DISCOUNTS.get(classes, 0)
    total = total * discount
    return round(total, 2)


def cancellation_fee(level, hours_before):
    """Fee kept when a student cancels a booked class."""
    if hours_before > LATE_CANCEL_HOURS:
        return round(class_price(level) * LATE_CANCEL_SHARE, 2)
    return 0.0


def with_grip_tape(amount, rolls=1):
    return round(amount + GRIP_TAPE * rolls, 2)
