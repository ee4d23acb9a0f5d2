"""Booking totals and confirmations for Meadowbank Farm hayrides."""

from rides import fares, extras

RIDE_TIMES = {"morning": "10:30", "afternoon": "14:00", "evening": "18:30"}


def booking_total(adults, children, infants=0, ride="afternoon",
                  hot_chocolates=0, picking_bags=0):
    if ride not in RIDE_TIMES:
        raise ValueError("unknown ride: %s" % ride)
    riders = adults + children + infants
    total = fares(adults, children, infants)
    total += extras(riders, hot_chocolates, picking_bags, evening=(ride == "evening"))
    return round(total, 2)


def confirmation(name, adults, children, infants=0, ride="afternoon",
                 hot_chocolates=0, picking_bags=0):
    total = booking_total(adults, children, infants, ride, hot_chocolates, picking_bags)
    lines = [
        "Meadowbank Farm Hayrides",
        "Booking for: %s" % name,
        "Ride: %s at %s" % (ride, RIDE_TIMES[ride]),
        "Riders: %d adult(s), %d child(ren), %d under-3(s)" % (adults, children, infants),
        "Total: £%.2f" % total,
        "Please arrive 15 minutes early.",
    ]
    return "\n".join(lines)
