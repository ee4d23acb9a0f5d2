"""Monthly membership fees for the aikido club."""

ADULT_MONTHLY = 38.00
JUNIOR_MONTHLY = 24.00
JUNIOR_MAX_AGE = 15          # 15 and under train in the junior class
SIBLING_DISCOUNT = 0.15      # off each extra child from the same family
GRADING_FEE = 20.00
BELT_PRICE = 12.50


def monthly_fee(age):
    if age <= JUNIOR_MAX_AGE:
        return JUNIOR_MONTHLY
    return ADULT_MONTHLY


def family_fee(children_ages):
    """Monthly total for a family signing up several children together.

    The children are listed in the order they were signed up.
    """
    total = 0.0
    for index, age in enumerate(children_ages):
        fee = monthly_fee(age)
        if index > 1:
            fee = fee * (1 - SIBLING_DISCOUNT)
        total += fee
    return round(total, 2)


def grading_total(num_students, new_belts=0):
    """Fees for a grading day, including any new belts ordered."""
    return round(GRADING_FEE * num_students + BELT_PRICE * new_belts, 2)
