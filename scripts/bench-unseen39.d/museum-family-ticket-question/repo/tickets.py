"""Admission prices for the town museum."""

ADULT = 12.00
CHILD = 6.00
CONCESSION = 9.00  # 65 and over, or students
FAMILY = 32.00  # two adults with one to three children


def ticket_type(age, student=False):
    if age < 5:
        return "free"
    if age < 16:
        return "child"
    if age >= 65 or student:
        return "concession"
    return "adult"


def price_for(kind):
    return {"free": 0.0, "child": CHILD, "concession": CONCESSION, "adult": ADULT}[kind]


def group_price(ages, students=()):
    """students holds the positions (in ages) of anyone with a student card."""
    kinds = [ticket_type(age, i in students) for i, age in enumerate(ages)]
    total = sum(price_for(kind) for kind in kinds)
    grown_ups = kinds.count("adult") + kinds.count("concession")
    children = kinds.count("child")
    if grown_ups == 2 and 1 <= children <= 3:
        total = min(total, FAMILY)
    return total
