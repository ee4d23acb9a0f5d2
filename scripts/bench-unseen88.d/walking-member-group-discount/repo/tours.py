"""Ticket prices for our guided city walking tours."""

ADULT_PRICE = 18.00
CHILD_PRICE = 9.00
CHILD_AGE_LIMIT = 16      # under 16 pays the child price
UNDER_FIVES_FREE = True
MEMBER_DISCOUNT = 0.10
GROUP_SIZE = 8
GROUP_DISCOUNT = 0.15


def ticket_price(age):
    if UNDER_FIVES_FREE and age < 5:
        return 0.0
    if age < CHILD_AGE_LIMIT:
        return CHILD_PRICE
    return ADULT_PRICE


def booking_total(ages, member=False):
    """ages: list of the walkers' ages. member: booked by a walking club member."""
    total = sum(ticket_price(a) for a in ages)
    if len(ages) >= GROUP_SIZE:
        total *= 1 - GROUP_DISCOUNT
    elif member:
        total *= 1 - MEMBER_DISCOUNT
    return round(total, 2)


def summary(name, ages, member=False):
    return "%s: %d walkers, £%.2f" % (name, len(ages), booking_total(ages, member))
