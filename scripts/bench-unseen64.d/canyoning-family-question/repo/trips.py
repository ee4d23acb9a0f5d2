"""The canyoning trips we run and what they cost per head."""

TRIPS = {
    "taster": {"adult": 45.00, "hours": 2},
    "half day": {"adult": 65.00, "hours": 3.5},
    "full day": {"adult": 110.00, "hours": 7},
    "night canyon": {"adult": 80.00, "hours": 3},
}
CHILD_AGE_LIMIT = 16
CHILD_SHARE = 0.7
MINIMUM_AGE = 8


def person_price(trip, age=None):
    adult = TRIPS[trip]["adult"]
    if age is None or age >= CHILD_AGE_LIMIT:
        return adult
    if age < MINIMUM_AGE:
        raise ValueError(f"Sorry, canyoners have to be at least {MINIMUM_AGE}")
    return round(adult * CHILD_SHARE, 2)
