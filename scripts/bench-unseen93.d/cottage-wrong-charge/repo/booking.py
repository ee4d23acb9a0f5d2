"""Booking confirmations for Meadow Lane Cottages."""
from pricing import NIGHTLY_RATE, stay_cost


def available_cottages():
    """Names of the cottages we let, cheapest first."""
    return sorted(NIGHTLY_RATE, key=NIGHTLY_RATE.get)


def confirmation(guest, cottage, nights, weekend_nights=0, dogs=0):
    """Text of the confirmation email for a booking."""
    total = stay_cost(cottage, nights, weekend_nights, dogs)
    lines = [
        "Meadow Lane Cottages",
        "Guest: %s" % guest,
        "Cottage: %s" % cottage.title(),
        "Nights: %d" % nights,
    ]
    if dogs:
        lines.append("Dogs: %d" % dogs)
    lines.append("Total: £%.2f" % total)
    return "\n".join(lines)
