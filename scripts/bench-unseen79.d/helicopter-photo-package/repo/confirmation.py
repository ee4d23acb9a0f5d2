"""Booking confirmations sent to customers."""
from booking import FUEL_SURCHARGE, booking_total, seats_price


def confirmation_lines(name, tour, date, adults, children=0):
    lines = [
        "Helicopter flight booking for %s" % name,
        "Tour: %s on %s" % (tour.title(), date),
        "Passengers: %d adult(s), %d child(ren)" % (adults, children),
        "Seats: £%.2f" % seats_price(tour, adults, children),
        "Fuel surcharge: £%.2f" % FUEL_SURCHARGE,
        "Total: £%.2f" % booking_total(tour, adults, children),
        "Please arrive 30 minutes before take-off.",
    ]
    return lines


def confirmation_text(name, tour, date, adults, children=0):
    return "\n".join(confirmation_lines(name, tour, date, adults, children))
