"""Prices for helicopter sightseeing flights."""

TOURS = {                 # per adult seat
    "city": 149.00,
    "coast": 189.00,
    "mountains": 249.00,
}
CHILD_FACTOR = 0.75       # children under 12
MAX_SEATS = 4
FUEL_SURCHARGE = 12.50    # per booking


def seats_price(tour, adults, children=0):
    if tour not in TOURS:
        raise ValueError("unknown tour: %s" % tour)
    if adults < 1 or children < 0:
        raise ValueError("every booking needs an adult")
    if adults + children > MAX_SEATS:
        raise ValueError("only %d seats per flight" % MAX_SEATS)
    price = TOURS[tour]
    return round(price * adults + price * CHILD_FACTOR * children, 2)


def booking_total(tour, adults, children=0):
    total = seats_price(tour, adults, children) + FUEL_SURCHARGE
    return round(total, 2)
