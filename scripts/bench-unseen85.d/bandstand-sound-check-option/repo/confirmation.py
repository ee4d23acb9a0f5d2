"""Booking confirmations for the bandstand."""

from booking import billable_hours, booking_total


def confirmation(name, date, hours, evening=False):
    lines = [
        f"Bandstand booking for {name}",
        f"Date: {date}",
        f"Hours: {billable_hours(hours)}",
    ]
    if evening:
        lines.append("Evening rate applied")
    lines.append(f"Total: £{booking_total(hours, evening):.2f}")
    return "\n".join(lines)
