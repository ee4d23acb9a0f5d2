"""Face painting bookings for parties and fetes."""

import math

MINUTES_PER_FACE = {"simple": 4, "full": 8, "glitter": 6}
HOURLY_RATE = 65.0
MINIMUM_CHARGE = 90.0
TRAVEL_FREE_MILES = 10
TRAVEL_PER_MILE = 0.45


def hours_needed(faces, style="full"):
    """Time on site, billed in half hours."""
    minutes = faces * MINUTES_PER_FACE[style]
    return math.ceil(minutes / 60)


def travel_cost(miles):
    return round(max(0, miles - TRAVEL_FREE_MILES) * TRAVEL_PER_MILE, 2)


def booking_price(faces, style="full", miles=0):
    price = max(hours_needed(faces, style) * HOURLY_RATE, MINIMUM_CHARGE)
    return round(price + travel_cost(miles), 2)


def faces_in_time(hours, style="full"):
    return int(hours * 60 // MINUTES_PER_FACE[style])
