"""Monthly fees for the karate club, worked out per family."""

ADULT_FEE = 35.00
JUNIOR_FEE = 28.00          # under 16s
JUNIOR_AGE_LIMIT = 16
SIBLING_DISCOUNT = 0.15     # off each child after the first in a family
BLACK_BELT_FEE = 20.00      # black belts help with teaching, so they pay less
KIT_HIRE = 4.50             # per month, for anyone hiring a gi


def member_fee(member):
    """Monthly fee for one member, before any family discount."""
    if member.get("grade") == "black":
        fee = BLACK_BELT_FEE
    elif member["age"] < JUNIOR_AGE_LIMIT:
        fee = JUNIOR_FEE
    else:
        fee = ADULT_FEE
    if member.get("kit_hire"):
        fee += KIT_HIRE
    return fee


def family_bill(members):
    """Total monthly bill for everyone in one family."""
    total = 0.0
    for member in members:
        total += member_fee(member)
    return round(total, 2)


def bill_letter(surname, members):
    lines = [f"Monthly fees for the {surname} family"]
    for member in members:
        lines.append(f"  {member['name']:<10} £{member_fee(member):.2f}")
    lines.append(f"  Total      £{family_bill(members):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(bill_letter("Nakamura", [
        {"name": "Hiro", "age": 41, "grade": "brown"},
        {"name": "Aiko", "age": 12, "grade": "green"},
        {"name": "Ren", "age": 9, "grade": "white", "kit_hire": True},
    ]))
