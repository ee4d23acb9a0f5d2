"""Wrestling club membership and kit prices."""

ADULT_MONTHLY = 38.00
JUNIOR_MONTHLY = 22.00        # members under 16
JUNIOR_AGE_LIMIT = 16
SIBLING_DISCOUNT = 0.15       # off every junior after the first in a family
DROP_IN_SESSION = 8.00
SINGLET_PRICE = 22.00


def monthly_fee(age):
    if age < JUNIOR_AGE_LIMIT:
        return JUNIOR_MONTHLY
    return ADULT_MONTHLY


def family_monthly(ages):
    """Monthly total for one family."""
    total = 0.0
    juniors_seen = 0
    for age in ages:
        fee = monthly_fee(age)
        if age < JUNIOR_AGE_LIMIT:
            if juniors_seen >= 1:
                fee = fee * (1 - SIBLING_DISCOUNT)
            juniors_seen += 1
        total += fee
    return round(total, 2)


def drop_in_cost(sessions):
    return round(sessions * DROP_IN_SESSION, 2)


def kit_cost(singlets):
    return round(singlets * SINGLET_PRICE, 2)
