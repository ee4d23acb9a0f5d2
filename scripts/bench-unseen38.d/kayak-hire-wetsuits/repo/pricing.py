"""Hire prices for the kayak and paddleboard shack."""

RATES = {"single": 15.0, "double": 25.0, "sup": 18.0}  # per hour
DAY_CAP = {"single": 55.0, "double": 85.0, "sup": 60.0}  # never charge more than this for the boat


def check_boat(boat):
    if boat not in RATES:
        raise ValueError(f"we don't hire out {boat!r}")


def hire_cost(boat, hours):
    check_boat(boat)
    if hours <= 0:
        raise ValueError("hours must be positive")
    cost = RATES[boat] * hours
    return round(min(cost, DAY_CAP[boat]), 2)


def deposit(boat):
    check_boat(boat)
    return 50.0 if boat == "double" else 30.0
