"""Booking totals and pick-up slips for Coastline Mopeds."""

from hire import hire_cost, extras_cost, DEPOSIT


def booking_total(model, days, helmets=1, insurance=False):
    """Amount charged for the booking (the deposit is taken separately)."""
    return round(hire_cost(model, days) + extras_cost(days, helmets, insurance), 2)


def pickup_slip(name, model, days, helmets=1, insurance=False):
    lines = [
        "Coastline Mopeds",
        "Customer: %s" % name,
        "Moped: %s for %d day(s)" % (model, days),
        "Hire: £%.2f" % hire_cost(model, days),
        "Extras: £%.2f" % extras_cost(days, helmets, insurance),
        "Total: £%.2f" % booking_total(model, days, helmets, insurance),
        "Refundable deposit: £%.2f" % DEPOSIT,
    ]
    return "\n".join(lines)
