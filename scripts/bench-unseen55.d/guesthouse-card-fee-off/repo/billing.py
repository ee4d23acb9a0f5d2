"""Room bills for the guesthouse.

All the prices and on/off switches live in settings.json so they can be
changed without touching the code.
"""

import json
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.json")


def load_settings(path=SETTINGS_FILE):
    """Read the guesthouse settings from the JSON file."""
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def room_bill(nights, guests=2, dogs=0, late_checkout=False, by_card=False, settings=None):
    """Work out a guest's bill for their whole stay."""
    s = settings if settings is not None else load_settings()
    rate = s["nightly_rate"]
    if guests == 1:
        rate -= s["single_occupancy_discount"]
    total = rate * nights
    if dogs:
        if not s["dogs_welcome"] or dogs > s["max_dogs"]:
            raise ValueError("Sorry, we can't take that many dogs.")
        total += dogs * s["dog_fee_per_night"] * nights
    if late_checkout:
        total += s["late_checkout_fee"]
    if by_card and s["add_card_fee"]:
        total += total * s["card_fee_percent"] / 100
    return round(total, 2)


if __name__ == "__main__":
    print("Couple, 3 nights, card:", room_bill(3, by_card=True))
    print("Single with dog, 2 nights:", room_bill(2, guests=1, dogs=1))
