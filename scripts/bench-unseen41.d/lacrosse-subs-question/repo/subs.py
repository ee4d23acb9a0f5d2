"""Season subscriptions for the lacrosse club."""

MINIS_FEE = 60.0  # under 12 on 1 September
JUNIOR_FEE = 95.0  # under 18
SENIOR_FEE = 180.0
STICK_HIRE = 25.0  # per stick, per season
SIBLING_DISCOUNT = 0.2  # off every player after the first in the same family


def player_fee(age):
    if age < 12:
        return MINIS_FEE
    if age < 18:
        return JUNIOR_FEE
    return SENIOR_FEE


def family_fee(ages, sticks=0):
    fees = sorted((player_fee(age) for age in ages), reverse=True)
    total = fees[0] if fees else 0.0
    for fee in fees[1:]:
        total += fee * (1 - SIBLING_DISCOUNT)
    total += sticks * STICK_HIRE
    return round(total, 2)


def instalments(total, months=3):
    first = round(total - round(total / months, 2) * (months - 1), 2)
    return [first] + [round(total / months, 2)] * (months - 1)
