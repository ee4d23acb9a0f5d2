"""Fares for the tuk-tuk city tours."""

ROUTES = {"old_town": 25.0, "riverside": 30.0, "street_art": 35.0, "night_lights": 40.0}
MAX_PASSENGERS = 3
EXTRA_PASSENGER = 8.0  # the first passenger is included in the route price
EVENING_ROUTES = {"night_lights"}


def ride_cost(route, passengers):
    if route not in ROUTES:
        raise ValueError(f"unknown route: {route}")
    if not 1 <= passengers <= MAX_PASSENGERS:
        raise ValueError("a tuk-tuk takes 1 to 3 passengers")
    return ROUTES[route] + (passengers - 1) * EXTRA_PASSENGER


def tuk_tuks_needed(group_size):
    return -(-group_size // MAX_PASSENGERS)


def group_cost(route, group_size):
    total = 0.0
    left = group_size
    while left > 0:
        riders = min(left, MAX_PASSENGERS)
        total += ride_cost(route, riders)
        left -= riders
    return total
