"""Term fees for the children's flamenco classes."""

CLASS_PRICE = {
    "beginner": 9.00,
    "improver": 10.50,
    "advanced": 12.00,
}
TERM_CLASSES = 10
SIBLING_DISCOUNT = 0.20   # brothers and sisters booked together
SHOE_HIRE = 2.50          # per class


def term_fee(level, classes=TERM_CLASSES, shoe_hire=False):
    if level not in CLASS_PRICE:
        raise ValueError("unknown level: %s" % level)
    if classes < 1 or classes > TERM_CLASSES:
        raise ValueError("a term has 1 to %d classes" % TERM_CLASSES)
    fee = CLASS_PRICE[level] * classes
    if shoe_hire:
        fee += SHOE_HIRE * classes
    return round(fee, 2)


def family_fee(levels):
    """Whole-term fee for brothers and sisters, one level per child.

    The child in the most expensive class pays the full fee and every
    other child gets the sibling discount.
    """
    total = 0.0
    for i, level in enumerate(levels):
        fee = term_fee(level)
        if i > 0:
            fee *= 1 - SIBLING_DISCOUNT
        total += fee
    return round(total, 2)
