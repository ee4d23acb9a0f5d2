"""Booking confirmation text for Cadenza Organ Hire."""

from hire import hire_total, delivery_charge


def confirmation(customer, organ, days, miles=0):
    total = hire_total(organ, days, miles)
    lines = [
        "Cadenza Organ Hire - booking confirmation",
        "Customer: %s" % customer,
        "Instrument: %s organ" % organ,
        "Days: %d" % days,
        "Delivery: £%.2f" % delivery_charge(miles),
        "Total: £%.2f" % total,
        "Thank you for your booking!",
    ]
    return "\n".join(lines)
