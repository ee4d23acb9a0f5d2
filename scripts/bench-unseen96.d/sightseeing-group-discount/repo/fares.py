"""Fares for the open-top sightseeing bus."""

ADULT_FARE = 18.00
CHILD_FARE = 9.00      # ages 5 to 15
SENIOR_FARE = 14.00    # 65 and over
INFANT_AGE = 5         # under this age ride free
GROUP_SIZE = 10
GROUP_DISCOUNT = 0.10


def fare_for_age(age):
    if age < 0:
        raise ValueError("age cannot be negative")
    if age < INFANT_AGE:
        return 0.0
    if age <= 15:
        return CHILD_FARE
    if age >= 65:
        return SENIOR_FARE
    return ADULT_FARE


def party_total(ages):
    """Total fare for a party, given the age of every passenger."""
    total = sum(fare_for_age(a) for a in ages)
    seniors = [a for a in ages if a >= 65]
    if len(seniors) >= GROUP_SIZE:
        total = total * (1 - GROUP_DISCOUNT)
    return round(total, 2)


def ticket_summary(ages):
    adults = sum(1 for a in ages if 15 < a < 65)
    children = sum(1 for a in ages if INFANT_AGE <= a <= 15)
    seniors = sum(1 for a in ages if a >= 65)
    return "%d adult, %d child, %d senior: £%.2f" % (
        adults, children, seniors, party_total(ages))
