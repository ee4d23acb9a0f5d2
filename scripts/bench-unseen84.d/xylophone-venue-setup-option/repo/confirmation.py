"""Booking confirmations for Woodnote Percussion Hire."""

from hire import hire_cost, hire_total, DELIVERY, DEPOSIT


def confirmation(name, instrument, days, delivery=False):
    lines = [
        "Woodnote Percussion Hire",
        "Hirer: %s" % name,
        "Instrument: %s for %d day(s)" % (instrument, days),
        "Hire: £%.2f" % hire_cost(instrument, days),
    ]
    if delivery:
        lines.append("Delivery: £%.2f" % DELIVERY)
    lines.append("Total: £%.2f" % hire_total(instrument, days, delivery))
    lines.append("Refundable deposit: £%.2f" % DEPOSIT[instrument])
    return "\n".join(lines)
