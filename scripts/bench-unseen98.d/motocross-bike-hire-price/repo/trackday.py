"""Track day prices at Ridgeback Motocross Park."""

TRACK_FEE = {"adult": 35.00, "junior": 20.00}
BIKE_HIRE = 60.00
KIT_HIRE = 15.00
CANCELLATION_FEE = 60.00
GROUP_SIZE = 4
GROUP_DISCOUNT = 0.10
OPEN_DAYS = ("wednesday", "saturday", "sunday")


def rider_cost(category, hire_bike=False, hire_kit=False):
    """Cost for one rider: track fee plus any hire."""
    if category not in TRACK_FEE:
        raise ValueError(f"unknown rider category: {category}")
    cost = TRACK_FEE[category]
    if hire_bike:
        cost += BIKE_HIRE
    if hire_kit:
        cost += KIT_HIRE
    return cost
