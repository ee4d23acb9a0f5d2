"""Works out what a pedicure appointment costs."""

from treatments import (
    TREATMENTS,
    ADD_ONS,
    SENIOR_AGE,
    SENIOR_DISCOUNT,
    WEEKEND,
    LOYALTY_STAMPS_FOR_FREEBIE,
)


def appointment_price(treatment, add_ons=(), age=None, day="Monday"):
    """Price of one appointment, with any discount applied."""
    if treatment not in TREATMENTS:
        raise ValueError("unknown treatment: %s" % treatment)
    price = TREATMENTS[treatment]
    for extra in add_ons:
        if extra not in ADD_ONS:
            raise ValueError("unknown add-on: %s" % extra)
        price += ADD_ONS[extra]
    if age is not None and age >= SENIOR_AGE:
        price -= price * SENIOR_DISCOUNT
    return round(price, 2)


def free_express_due(stamps):
    """A free express pedicure after every full card of stamps."""
    return stamps >= LOYALTY_STAMPS_FOR_FREEBIE


def price_label(treatment, add_ons=(), age=None, day="Monday"):
    price = appointment_price(treatment, add_ons, age, day)
    extras = " + ".join(add_ons)
    name = treatment.title() + (" + " + extras if extras else "")
    return "%s (%s): £%.2f" % (name, day, price)
