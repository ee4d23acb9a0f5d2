"""Ride rules for Heatherside Pony Trekking.

Every ride on the board has a minimum age and a weight limit for the
ponies that go out on it.  Whoever is on the phone uses can_book()
before taking a deposit.
"""

RIDES = {
    "pony-plod": {"minutes": 30, "min_age": 4, "max_weight_kg": 45, "price": 25.0},
    "moorland-hour": {"minutes": 60, "min_age": 8, "max_weight_kg": 76, "price": 45.0},
    "half-day-hack": {"minutes": 180, "min_age": 12, "max_weight_kg": 89, "price": 95.0},
}

# Regular riders who can already trot confidently may go out a bit younger.
REGULAR_AGE_ALLOWANCE = 2


def minimum_age(ride, regular=False):
    """Youngest rider we accept on a ride (regulars get the allowance)."""
    age = RIDES[ride]["min_age"]
    if regular:
        age -= REGULAR_AGE_ALLOWANCE
    return age


def can_book(ride, age, weight_kg, regular=False):
    """Return (True, "") if the rider can go, otherwise (False, reason)."""
    if ride not in RIDES:
        return False, "we don't run that ride"
    if weight_kg > RIDES[ride]["max_weight_kg"]:
        return False, "over the weight limit for these ponies"
    if age < minimum_age(ride, regular=True):
        return False, "too young for this ride"
    return True, ""


if __name__ == "__main__":
    print(can_book("pony-plod", 5, 20))
    print(can_book("moorland-hour", 10, 80))
    print(can_book("half-day-hack", 11, 50, regular=True))
