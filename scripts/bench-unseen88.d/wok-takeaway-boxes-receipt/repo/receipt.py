"""Receipts for wok class bookings."""
from pricing import class_total, APRON_PRICE


def make_receipt(name, seats, apron=False, evening=False):
    lines = ["Wok & Roll Cookery School", "Booking for: %s" % name]
    lines.append("Seats: %d%s" % (seats, " (evening class)" if evening else ""))
    if apron:
        lines.append("Aprons: £%.2f" % (APRON_PRICE * seats))
    lines.append("Total: £%.2f" % class_total(seats, apron=apron, evening=evening))
    lines.append("Thank you - see you in the kitchen!")
    return "\n".join(lines)


def email_subject(name, evening=False):
    when = "evening" if evening else "daytime"
    return "Your %s wok class booking, %s" % (when, name)
