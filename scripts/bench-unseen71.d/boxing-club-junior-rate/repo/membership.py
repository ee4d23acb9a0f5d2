"""Boxing club memberships: monthly fees for members and households."""

MONTHLY_FEE = {
    "gym_only": 30.00,
    "classes": 45.00,
    "full": 55.00,
}
JUNIOR_AGE = 16
JUNIOR_RATE = 0.5
HOUSEHOLD_DISCOUNT = 0.10   # off every member after the first in a household
GLOVE_HIRE_MONTHLY = 6.00


def monthly_fee(plan, age, glove_hire=False):
    if plan not in MONTHLY_FEE:
        raise ValueError(f"Unknown plan: {plan}")
    fee = MONTHLY_FEE[plan]
    if age >= JUNIOR_AGE:
        fee *= JUNIOR_RATE
    if glove_hire:
        fee += GLOVE_HIRE_MONTHLY
    return round(fee, 2)


def household_total(members):
    """members is a list of dicts with plan, age and optionally glove_hire."""
    total = 0.0
    for position, member in enumerate(members):
        fee = monthly_fee(member["plan"], member["age"], member.get("glove_hire", False))
        if position > 0:
            fee *= 1 - HOUSEHOLD_DISCOUNT
        total += fee
    return round(total, 2)


def direct_debit_line(name, members):
    return f"{name}: £{household_total(members):.2f} per month"


if __name__ == "__main__":
    print(direct_debit_line("The Achebe family", [
        {"plan": "full", "age": 41},
        {"plan": "classes", "age": 14, "glove_hire": True},
    ]))
