"""Kettlebell studio: prices for classes and class passes."""

DROP_IN = 9.00              # one class, paid on the door
TEN_CLASS_PASS = 80.00      # ten classes bought together
KETTLEBELL_HIRE = 2.50      # per class, for people without their own bell
STUDENT_DISCOUNT = 0.20     # off the class price only (not off hire or fees)
INDUCTION_FEE = 5.00        # once, for anyone who has never trained with us
OFF_PEAK_DISCOUNT = 1.00    # per drop-in class before 4pm on weekdays


def class_price(classes, ten_pass=False, off_peak=False):
    """Price of the classes themselves, before discounts for students."""
    if ten_pass:
        if classes != 10:
            raise ValueError("the pass is for exactly ten classes")
        return TEN_CLASS_PASS
    price = classes * DROP_IN
    if off_peak:
        price -= classes * OFF_PEAK_DISCOUNT
    return price


def total_charge(classes, ten_pass=False, student=False, hire_classes=0,
                 new_member=False, off_peak=False):
    """What we charge a customer, rounded to pence."""
    if hire_classes > classes:
        raise ValueError("cannot hire a kettlebell for more classes than booked")
    price = class_price(classes, ten_pass, off_peak)
    if student:
        price = price * (1 - STUDENT_DISCOUNT)
    price += hire_classes * KETTLEBELL_HIRE
    if new_member:
        price += INDUCTION_FEE
    return round(price, 2)
