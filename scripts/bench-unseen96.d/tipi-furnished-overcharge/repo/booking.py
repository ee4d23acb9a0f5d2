"""Booking confirmations for tipi hire."""

from pricing import booking_total


def confirmation(name, size, nights, count=1, furnished=False):
    total = booking_total(size, nights, count, furnished)
    lines = [
        "Booking for %s" % name,
        "%d x %s tipi, %d night(s)" % (count, size, nights),
    ]
    if furnished:
        lines.append("Furnishing package included")
    lines.append("Delivery and pitching included")
    lines.append("Total: £%.2f" % total)
    return "\n".join(lines)
