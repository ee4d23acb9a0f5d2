"""The moths we regularly get in the garden trap, with their usual months.

Months are numbers (1 = January). Taken from the county moth group's
flight charts, so they're a guide rather than gospel.
"""

SPECIES = {
    "large yellow underwing": {"months": range(6, 11), "usual_max": 60},
    "heart and dart": {"months": range(5, 9), "usual_max": 40},
    "elephant hawk-moth": {"months": range(5, 8), "usual_max": 6},
    "brimstone moth": {"months": range(4, 11), "usual_max": 10},
    "common quaker": {"months": range(3, 5), "usual_max": 25},
    "december moth": {"months": [11, 12, 1], "usual_max": 8},
    "angle shades": {"months": range(1, 13), "usual_max": 5},
}


def lookup(name):
    """Find a species by name, ignoring case and stray spaces."""
    key = " ".join(name.lower().split())
    if key not in SPECIES:
        raise KeyError(f"not on the garden list: {name}")
    return SPECIES[key]


def flight_months(name):
    """The months a species is normally on the wing, as a list."""
    return list(lookup(name)["months"])
