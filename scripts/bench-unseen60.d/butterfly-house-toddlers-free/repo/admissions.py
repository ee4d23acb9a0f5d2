"""Admission prices for the tropical butterfly house.

Under-3s come in free, children are 3 to 15, and over-65s get the
concession price.  Gift Aid adds 10% to the ticket if the visitor is a
UK taxpayer and signs the form.
"""

ADULT = 12.50
CHILD = 8.00
CONCESSION = 10.50
FREE_UNDER = 3
CHILD_UNTIL = 16
CONCESSION_FROM = 65
GIFT_AID_UPLIFT = 0.10
FAMILY = 36.00        # two adults and two children


def ticket_price(age):
    """Price of one ticket for a visitor of the given age."""
    if age >= CONCESSION_FROM:
        return CONCESSION
    if age < CHILD_UNTIL:
        return CHILD
    if age < FREE_UNDER:
        return 0.0
    return ADULT


def group_price(ages, gift_aid=False):
    """Tickets for a group, using the family ticket when it is cheaper."""
    paying = sorted(ages, reverse=True)
    single = sum(ticket_price(a) for a in paying)
    adults = [a for a in paying if ticket_price(a) in (ADULT, CONCESSION)]
    kids = [a for a in paying if ticket_price(a) == CHILD]
    if len(adults) >= 2 and len(kids) >= 2:
        rest = adults[2:] + kids[2:]
        single = min(single, FAMILY + sum(ticket_price(a) for a in rest))
    if gift_aid:
        single *= 1 + GIFT_AID_UPLIFT
    return round(single, 2)
