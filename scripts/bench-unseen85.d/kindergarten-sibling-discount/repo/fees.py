"""Weekly fees for the kindergarten."""

WEEKLY_FEE = {"full": 220.00, "half": 130.00, "mornings": 95.00}
SIBLING_DISCOUNT = 0.15
LATE_PICKUP_FEE = 12.50


def child_fee(session):
    if session not in WEEKLY_FEE:
        raise ValueError(f"unknown session type: {session}")
    return WEEKLY_FEE[session]


def family_weekly_total(sessions, late_pickups=0):
    """sessions: list of session types, one per child in the family."""
    total = 0.0
    for position, session in enumerate(sessions, start=1):
        fee = child_fee(session)
        if position >= 1:
            fee = fee * (1 - SIBLING_DISCOUNT)
        total += fee
    total += late_pickups * LATE_PICKUP_FEE
    return round(total, 2)
