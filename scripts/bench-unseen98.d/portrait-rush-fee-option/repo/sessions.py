"""Session pricing for Lumen Portrait Studio."""

SESSION_FEES = {"headshot": 75.00, "family": 150.00, "newborn": 190.00, "pet": 95.00}
INCLUDED_PEOPLE = 4
EXTRA_PERSON = 15.00
PRINT_PRICES = {"6x4": 4.00, "10x8": 18.00, "a3": 35.00}
WEEKDAY_DISCOUNT = 0.10


def prints_cost(prints):
    """prints is a dict of print size -> how many."""
    total = 0.0
    for size, count in (prints or {}).items():
        if size not in PRINT_PRICES:
            raise ValueError(f"we don't print {size}")
        total += PRINT_PRICES[size] * count
    return total


def session_price(kind, people=1, prints=None, weekday=False):
    """Total for a session: the sitting, extra people and prints.

    The weekday discount is taken off the session fee only.
    """
    if kind not in SESSION_FEES:
        raise ValueError(f"unknown session: {kind}")
    if people < 1:
        raise ValueError("someone has to be in the photo")
    fee = SESSION_FEES[kind]
    if people > INCLUDED_PEOPLE:
        fee += (people - INCLUDED_PEOPLE) * EXTRA_PERSON
    if weekday:
        fee *= 1 - WEEKDAY_DISCOUNT
    total = fee + prints_cost(prints)
    return round(total, 2)
