"""Fares for the coach company's day trips."""

TRIPS = {
    "bath": 34.00,
    "york": 41.00,
    "cotswolds": 29.50,
    "brighton": 27.00,
}

CHILD_MAX_AGE = 15        # 15 and under travel at the child fare
CHILD_FACTOR = 0.6        # children pay 60% of the adult fare
INFANT_MAX_AGE = 2        # 2 and under sit on a lap and travel free
SENIOR_MIN_AGE = 65
SENIOR_DISCOUNT = 4.00    # pounds off the adult fare
GROUP_SIZE = 6            # paying passengers needed for the group discount
GROUP_DISCOUNT = 0.10
BOOKING_FEE = 1.50        # once per booking


def passenger_fare(trip, age):
    adult = TRIPS[trip]
    if age <= INFANT_MAX_AGE:
        return 0.0
    if age <= CHILD_MAX_AGE:
        return round(adult * CHILD_FACTOR, 2)
    if age >= SENIOR_MIN_AGE:
        return adult - SENIOR_DISCOUNT
    return adult


def booking_total(trip, ages):
    """Total for one booking; ages lists every passenger on it."""
    if trip not in TRIPS:
        raise ValueError(f"no such trip: {trip}")
    fares = [passenger_fare(trip, age) for age in ages]
    paying = [fare for fare in fares if fare > 0]
    subtotal = sum(fares)
    if len(paying) >= GROUP_SIZE:
        subtotal *= 1 - GROUP_DISCOUNT
    return round(subtotal + BOOKING_FEE, 2)
