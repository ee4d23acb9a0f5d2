"""Fares for Lochside Seaplanes sightseeing flights."""

ADULT_FARE = 149.00
CHILD_FARE = 99.00          # passengers under 12
CHILD_AGE_LIMIT = 12
WEEKEND_SURCHARGE = 0.15    # Saturday and Sunday flights
WINDOW_SEAT_FEE = 20.00     # per guaranteed window seat
GROUP_DISCOUNT = 0.10       # parties of 6 or more
GROUP_SIZE = 6
MAX_PASSENGERS = 9


def passenger_fare(age):
    if age < 0:
        raise ValueError("age cannot be negative")
    if age < CHILD_AGE_LIMIT:
        return CHILD_FARE
    return ADULT_FARE


def is_weekend(day):
    return day.strip().lower() in ("saturday", "sunday")


def flight_price(ages, day, window_seats=0):
    """Total price for one party on one flight; ages is a list of passenger ages."""
    if not ages or len(ages) > MAX_PASSENGERS:
        raise ValueError("a flight takes 1 to %d passengers" % MAX_PASSENGERS)
    if window_seats < 0 or window_seats > len(ages):
        raise ValueError("bad number of window seats")
    fares = sum(passenger_fare(age) for age in ages)
    if is_weekend(day):
        fares = fares * (1 + WEEKEND_SURCHARGE)
    if len(ages) > GROUP_SIZE:
        fares = fares * (1 - GROUP_DISCOUNT)
    total = fares + WINDOW_SEAT_FEE * window_seats
    return round(total, 2)
