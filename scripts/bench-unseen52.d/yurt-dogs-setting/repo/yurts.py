"""Booking rules for the yurts, driven by settings.json."""

import json
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.json")


def load_settings():
    with open(SETTINGS_FILE) as f:
        return json.load(f)


def booking_problem(nights, guests, dogs=0):
    """Return a reason we can't take this booking, or None if it's fine."""
    s = load_settings()
    if nights < s["minimum_nights"]:
        return f"Minimum stay is {s['minimum_nights']} nights"
    if guests > s["max_guests_per_yurt"]:
        return f"Each yurt sleeps at most {s['max_guests_per_yurt']}"
    if dogs and not s["dogs_allowed"]:
        return "Sorry, we can't take dogs"
    if dogs > s["max_dogs_per_yurt"]:
        return f"No more than {s['max_dogs_per_yurt']} dogs per yurt"
    return None


def stay_price(nights, dogs=0):
    """Price in pounds for a stay (assumes the booking is allowed)."""
    s = load_settings()
    price = nights * s["nightly_rate"]
    if s["dogs_allowed"]:
        price += dogs * nights * s["dog_fee_per_night"]
    return price


if __name__ == "__main__":
    print(booking_problem(3, 2, dogs=1))
    print(stay_price(3, dogs=1))
