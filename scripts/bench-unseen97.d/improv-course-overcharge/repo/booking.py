"""Booking confirmations sent to students."""

from courses import course_price


def confirmation(name, level, start_date, concession=False, days_before_start=0, show_tickets=0):
    total = course_price(level, concession, days_before_start, show_tickets)
    lines = [
        f"Hi {name},",
        f"You're booked on the {level} course starting {start_date}.",
    ]
    if show_tickets:
        lines.append(f"Show tickets: {show_tickets}")
    if concession:
        lines.append("Concession price applied")
    lines.append(f"Amount paid: £{total:.2f}")
    lines.append("See you in the rehearsal room!")
    return "\n".join(lines)
