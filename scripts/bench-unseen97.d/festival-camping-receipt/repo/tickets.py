"""Ticket prices for the summer music festival."""

TICKET_PRICES = {"day": 55.00, "weekend": 135.00}   # per adult
CHILD_FACTOR = 0.5        # under-12s pay half price
BOOKING_FEE = 2.75        # per ticket, adults and children
PARKING_PASS = 15.00      # one per booking
MAX_TICKETS = 8


def ticket_total(ticket, adults, children=0, parking=False):
    """Total for one booking."""
    if ticket not in TICKET_PRICES:
        raise ValueError(f"unknown ticket type: {ticket}")
    if adults < 1:
        raise ValueError("every booking needs at least one adult")
    if adults + children > MAX_TICKETS:
        raise ValueError(f"no more than {MAX_TICKETS} tickets per booking")
    price = TICKET_PRICES[ticket]
    total = price * adults + price * CHILD_FACTOR * children
    total += BOOKING_FEE * (adults + children)
    if parking:
        total += PARKING_PASS
    return round(total, 2)
