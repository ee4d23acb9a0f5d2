"""Bookings and confirmations for The Loom Room."""

from workshops import calc_fee, workshop_hours

DEPOSIT_RATE = 0.25


def deposit(workshop, places, own_yarn=False):
    """Deposit taken when the booking is made."""
    return round(calc_fee(workshop, places, own_yarn) * DEPOSIT_RATE, 2)


def confirmation(name, workshop, places, own_yarn=False):
    total = calc_fee(workshop, places, own_yarn)
    paid = deposit(workshop, places, own_yarn)
    lines = [
        "The Loom Room - workshop booking",
        "Name: %s" % name,
        "Workshop: %s (%d hours)" % (workshop.title(), workshop_hours(workshop)),
        "Places: %d" % places,
        "Total: £%.2f" % total,
        "Deposit paid: £%.2f" % paid,
        "Left to pay on the day: £%.2f" % (total - paid),
    ]
    if own_yarn:
        lines.append("Remember to bring your own yarn!")
    return "\n".join(lines)
