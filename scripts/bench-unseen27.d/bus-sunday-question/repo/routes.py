"""Weekday service pattern for each route (Monday to Friday)."""

ROUTES = {
    "4": {"name": "Harbour - General Hospital", "first": "05:50", "last": "23:10", "every": 12},
    "7": {"name": "Railway Station - Westfield", "first": "06:15", "last": "22:45", "every": 20},
    "11": {"name": "Town Centre - Airport", "first": "04:40", "last": "00:20", "every": 30},
    "23": {"name": "Old Town Loop", "first": "07:00", "last": "19:00", "every": 15},
}

NIGHT_ROUTES = {"N4", "N11"}


def route_name(number):
    return ROUTES[number]["name"]
