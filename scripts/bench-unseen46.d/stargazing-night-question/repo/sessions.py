"""Ticket prices for the dark sky stargazing evenings."""

ADULT = 22.0
CHILD = 12.0  # under 16
TELESCOPE_HIRE = 15.0  # per booking, not per person
HOT_CHOCOLATE = 3.5  # per person
FAMILY_DISCOUNT = 0.10  # at least one adult and two children
WINTER_MONTHS = {11, 12, 1, 2}  # hot chocolate is on the house in winter


def is_family(adults, children):
    return adults >= 1 and children >= 2


def ticket_total(adults, children):
    total = adults * ADULT + children * CHILD
    if is_family(adults, children):
        total *= 1 - FAMILY_DISCOUNT
    return total


def extras_total(people, month, telescope=False, hot_chocolate=False):
    extras = 0.0
    if telescope:
        extras += TELESCOPE_HIRE
    if hot_chocolate and month not in WINTER_MONTHS:
        extras += people * HOT_CHOCOLATE
    return extras


def session_price(adults, children, month, telescope=False, hot_chocolate=False):
    price = ticket_total(adults, children)
    price += extras_total(adults + children, month, telescope, hot_chocolate)
    return round(price, 2)
