"""Classes, passes and prices at the circus school."""

from datetime import timedelta

CLASSES = {
    "juggling": (10.00, 6),
    "aerial silks": (18.00, 8),
    "trapeze": (22.00, 12),
    "unicycle": (12.00, 7),
}
CHILD_UNDER = 16
CHILD_DISCOUNT = 0.25
PASS_DAYS = {5: 45, 10: 90}
PASS_SAVING = {5: 0.10, 10: 0.20}


def can_join(class_name, age):
    return age > CLASSES[class_name][1]


def class_price(class_name, age):
    price = CLASSES[class_name][0]
    if age < CHILD_UNDER:
        price = price * CHILD_DISCOUNT
    return round(price, 2)


def pass_price(class_name, classes, age):
    if classes not in PASS_DAYS:
        raise ValueError("passes come in 5 or 10 classes")
    full = class_price(class_name, age) * classes
    return round(full * (1 - PASS_SAVING[classes]), 2)


def pass_expiry(bought, classes):
    return bought + timedelta(days=PASS_DAYS[classes])
