"""Membership fees for Riverside Korfball Club."""

SEASON_FEES = {"adult": 120.00, "junior": 60.00, "social": 40.00}
STUDENT_DISCOUNT = 0.25    # students get 25% off the adult playing membership
FAMILY_SIZE = 3            # when this many or more from one family join together ...
FAMILY_DISCOUNT = 0.10     # ... the family gets 10% off the lot
KIT_PRICE = 28.00          # shirt, shorts and socks
MATCH_FEE = 4.00           # per league match played


def member_category(age, plays=True):
    if age < 5:
        raise ValueError("members must be at least 5 years old")
    if not plays:
        return "social"
    if age < 18:
        return "junior"
    return "adult"


def membership_fee(age, plays=True, student=False):
    category = member_category(age, plays)
    fee = SEASON_FEES[category]
    if student:
        fee = fee * (1 - STUDENT_DISCOUNT)
    return round(fee, 2)


def family_total(members):
    """members is a list of (age, plays, student) tuples."""
    if not members:
        return 0.0
    total = sum(membership_fee(*m) for m in members)
    if len(members) >= FAMILY_SIZE:
        total = total * (1 - FAMILY_DISCOUNT)
    return round(total, 2)


def season_cost(age, plays=True, student=False, matches=0, kit=False):
    cost = membership_fee(age, plays, student) + matches * MATCH_FEE
    if kit:
        cost += KIT_PRICE
    return round(cost, 2)
