"""Rider checks and prices for Hillside Zorbing."""

MIN_HEIGHT_CM = 140
MAX_HEIGHT_CM = 200
MAX_WEIGHT_KG = 115
MIN_AGE = 8

RIDES = {
    "straight run": 35.00,
    "zigzag run": 42.00,
    "aqua zorb": 39.00,
}
PHOTO_PACK = 12.00

MESSAGES = {
    "too_short": "Rider too short.",
    "too_tall": "Sorry, riders can be no taller than 200cm.",
    "too_heavy": "Sorry, the maximum rider weight is 115kg.",
    "too_young": "Sorry, riders must be at least 8 years old.",
    "ok": "All good - enjoy the ride!",
}


def check_rider(age, height_cm, weight_kg):
    """Returns (allowed, message) for one rider."""
    if age < MIN_AGE:
        return False, MESSAGES["too_young"]
    if height_cm < MIN_HEIGHT_CM:
        return False, MESSAGES["too_short"]
    if height_cm > MAX_HEIGHT_CM:
        return False, MESSAGES["too_tall"]
    if weight_kg > MAX_WEIGHT_KG:
        return False, MESSAGES["too_heavy"]
    return True, MESSAGES["ok"]


def booking_price(ride, riders, photos=False):
    if ride not in RIDES:
        raise ValueError(f"unknown ride: {ride}")
    total = RIDES[ride] * riders
    if photos:
        total += PHOTO_PACK
    return round(total, 2)
