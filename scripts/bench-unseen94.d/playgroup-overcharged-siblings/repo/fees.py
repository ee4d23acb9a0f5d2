"""Weekly fees for the Little Acorns playgroup."""

SESSION_PRICE = 14.00       # one morning or one afternoon session
FULL_DAY_PRICE = 24.00      # morning and afternoon together
SIBLING_DISCOUNT = 0.10     # 10% off for every child after the first in a family
SNACK_FEE = 1.50            # per child per session when snacks are wanted
LATE_PICKUP_FEE = 5.00      # per late pickup


def child_fee(sessions, full_days, snacks=False):
    """Fee for one child for one week."""
    fee = sessions * SESSION_PRICE + full_days * FULL_DAY_PRICE
    if snacks:
        # a full day counts as two sessions for snacks
        fee += (sessions + 2 * full_days) * SNACK_FEE
    return fee


def family_fee(children, late_pickups=0):
    """Weekly fee for a whole family.

    children is a list of dicts with "sessions", "full_days" and
    optionally "snacks". The first child pays full price and every
    other child gets the sibling discount.
    """
    total = 0.0
    for index, child in enumerate(children):
        fee = child_fee(child["sessions"], child["full_days"],
                        child.get("snacks", False))
        if index > 1:
            fee = fee * (1 - SIBLING_DISCOUNT)
        total += fee
    total += late_pickups * LATE_PICKUP_FEE
    return round(total, 2)


def invoice_lines(family_name, children, late_pickups=0):
    lines = [f"Little Acorns - {family_name} family"]
    for number, child in enumerate(children, start=1):
        fee = child_fee(child["sessions"], child["full_days"],
                        child.get("snacks", False))
        lines.append(f"Child {number}: {fee:.2f} before discounts")
    if late_pickups:
        lines.append(f"Late pickups: {late_pickups * LATE_PICKUP_FEE:.2f}")
    lines.append(f"Total due: {family_fee(children, late_pickups):.2f}")
    return lines
