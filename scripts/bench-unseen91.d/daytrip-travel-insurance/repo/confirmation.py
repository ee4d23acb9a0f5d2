"""Booking confirmation text sent to customers."""

from trips import TRIPS, trip_total


def confirmation(name, trip, adults, children=0):
    total = trip_total(trip, adults, children)
    lines = [
        "Booking for %s" % name,
        "Trip: %s (coach leaves %s)" % (trip, TRIPS[trip]["depart"]),
        "Passengers: %d adult(s), %d child(ren)" % (adults, children),
        "Total: £%.2f" % total,
        "Please arrive 15 minutes before the coach leaves.",
    ]
    return "\n".join(lines)
