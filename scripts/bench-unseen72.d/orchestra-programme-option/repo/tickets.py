"""Box office for the Riverside Sinfonia's concert season."""

SEAT_PRICES = {"stalls": 24.00, "circle": 18.00, "balcony": 12.00}
CONCESSION_OFF = 0.25    # students and over-65s
BOOKING_FEE = 1.50       # once per order, not per ticket
SEASON_CONCERTS = 4      # booking this many concerts at once...
SEASON_DISCOUNT = 0.10   # ...takes this much off the tickets


def ticket_price(section, concession=False):
    if section not in SEAT_PRICES:
        raise ValueError(f"No such section: {section}")
    price = SEAT_PRICES[section]
    if concession:
        price *= 1 - CONCESSION_OFF
    return round(price, 2)


def order_total(tickets, concerts=1):
    """tickets is a list of (section, concession) pairs; the same seats are booked for each concert."""
    per_concert = sum(ticket_price(section, concession) for section, concession in tickets)
    total = per_concert * concerts
    if concerts >= SEASON_CONCERTS:
        total *= 1 - SEASON_DISCOUNT
    return round(total + BOOKING_FEE, 2)
