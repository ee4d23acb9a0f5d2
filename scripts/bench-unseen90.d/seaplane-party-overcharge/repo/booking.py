"""Booking confirmations for Lochside Seaplanes."""

from fares import flight_price, passenger_fare, CHILD_FARE


def count_children(ages):
    return sum(1 for age in ages if passenger_fare(age) == CHILD_FARE)


def confirmation(lead_name, ages, day, window_seats=0):
    """Text sent to the customer once the flight is paid for."""
    total = flight_price(ages, day, window_seats)
    children = count_children(ages)
    adults = len(ages) - children
    lines = [
        "Lochside Seaplanes - booking confirmed",
        "Lead passenger: %s" % lead_name,
        "Flight day: %s" % day.strip().title(),
        "Adults: %d, children: %d" % (adults, children),
    ]
    if window_seats:
        lines.append("Window seats: %d" % window_seats)
    lines.append("Total paid: £%.2f" % total)
    lines.append("Please arrive at the pontoon 30 minutes before take-off.")
    return "\n".join(lines)
