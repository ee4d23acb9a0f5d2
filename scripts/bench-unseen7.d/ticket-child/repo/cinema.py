"""Ticket prices for the Riverside Picturehouse."""

ADULT_PRICE = 11.50
CHILD_PRICE = 7.00
SENIOR_PRICE = 8.50
CHILD_AGE_LIMIT = 12
SENIOR_AGE = 65
MATINEE_DISCOUNT = 1.50
SCREENS = {1: "Main", 2: "Studio", 3: "Garden Room"}


def ticket_price(age, matinee=False):
    """Price of one ticket for someone of the given age."""
    if age >= CHILD_AGE_LIMIT:
        price = CHILD_PRICE
    elif age >= SENIOR_AGE:
        price = SENIOR_PRICE
    else:
        price = ADULT_PRICE
    if matinee:
        price -= MATINEE_DISCOUNT
    return round(price, 2)


def screen_name(number):
    return SCREENS.get(number, f"Screen {number}")
