"""Class pricing for the acrobatics school."""

CLASS_PRICES = {
    "beginner": 12.00,
    "intermediate": 15.00,
    "advanced": 18.50,
}

SIBLING_DISCOUNT = 0.10   # 10% off for each extra child from the same family
MAT_HIRE = 2.50           # per child per class, only if they don't bring their own
BLOCK_DISCOUNT = 0.15     # off the whole booking for a block of classes
BLOCK_SIZE = 6            # how many classes count as a block


def class_price(level):
    try:
        return CLASS_PRICES[level]
    except KeyError:
        raise ValueError(f"unknown class level: {level}")


def booking_total(level, children, classes, mat_hire=False):
    """Total for a family booking `children` kids into `classes` sessions."""
    if children < 1 or classes < 1:
        raise ValueError("need at least one child and one class")
    price = class_price(level)
    if mat_hire:
        price += MAT_HIRE
    per_class = price + price * (1 - SIBLING_DISCOUNT) * (children - 1)
    total = per_class * classes
    if classes > BLOCK_SIZE:
        total *= 1 - BLOCK_DISCOUNT
    return round(total, 2)
