"""Prices for the street-art studio's graffiti workshops."""

SESSION_RATES = {"intro": 28.00, "stencil": 34.00, "mural": 45.00}   # per person
WEEKEND_SURCHARGE = 5.00        # per person on Saturdays and Sundays
SCHOOL_GROUP_DISCOUNT = 0.15    # schools and youth groups
MIN_PEOPLE = 1
MAX_PEOPLE = 16
DEPOSIT_RATE = 0.30


def workshop_price(session, people, weekend=False, school_group=False):
    """Total price for a workshop booking."""
    if session not in SESSION_RATES:
        raise ValueError(f"unknown session: {session}")
    if not MIN_PEOPLE <= people <= MAX_PEOPLE:
        raise ValueError(f"groups must be {MIN_PEOPLE} to {MAX_PEOPLE} people")
    per_person = SESSION_RATES[session]
    if weekend:
        per_person += WEEKEND_SURCHARGE
    total = per_person * people
    if school_group:
        total = total * (1 - SCHOOL_GROUP_DISCOUNT)
    return round(total, 2)


def deposit_due(total):
    """Deposit taken when the booking is made."""
    return round(total * DEPOSIT_RATE, 2)


def spaces_left(booked):
    return max(0, MAX_PEOPLE - booked)
