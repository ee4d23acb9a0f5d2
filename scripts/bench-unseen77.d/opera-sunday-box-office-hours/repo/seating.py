"""Seat prices by area of the auditorium."""

SEAT_PRICES = {
    "stalls": 68.00,
    "dress circle": 82.00,
    "upper circle": 45.00,
    "balcony": 28.00,
    "box": 120.00,
}
UNDER_26_PRICE = 20.00        # any seat except boxes
MATINEE_DISCOUNT = 0.15


def seat_price(area, under_26=False, matinee=False):
    if under_26 and area != "box":
        return UNDER_26_PRICE
    price = SEAT_PRICES[area]
    if matinee:
        price *= 1 - MATINEE_DISCOUNT
    return round(price, 2)


def order_total(seats, matinee=False):
    """seats is a list of (area, under_26) pairs."""
    return round(sum(seat_price(a, u, matinee) for a, u in seats), 2)
