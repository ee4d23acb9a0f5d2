"""Hire quotes for Brackenfield Tractor Hire."""

from rates import (TRACTORS, ATTACHMENTS, DRIVER_DAY_RATE, MULTI_DAY_DISCOUNT,
                   MULTI_DAY_FROM, DELIVERY_FREE_MILES, DELIVERY_PER_MILE, VAT_RATE)


def delivery_cost(miles):
    """miles is the distance from our yard to the farm, one way."""
    extra = max(miles - DELIVERY_FREE_MILES, 0)
    return extra * DELIVERY_PER_MILE * 2


def hire_quote(tractor, days, driver=False, miles=0, attachments=()):
    """Total price to quote the customer, including VAT."""
    if tractor not in TRACTORS:
        raise ValueError("unknown tractor: %r" % tractor)
    if days < 1:
        raise ValueError("hire is for at least one day")
    machine = TRACTORS[tractor]["day_rate"] * days
    if days >= MULTI_DAY_FROM:
        machine = machine * (1 - MULTI_DAY_DISCOUNT)
    extras = sum(ATTACHMENTS[a] for a in attachments) * days
    driver_cost = DRIVER_DAY_RATE * days if driver else 0.0
    net = machine + extras + driver_cost + delivery_cost(miles)
    return round(net * (1 + VAT_RATE), 2)
