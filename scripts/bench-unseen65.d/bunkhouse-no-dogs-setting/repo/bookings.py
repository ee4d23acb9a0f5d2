"""Bunkhouse bookings: checking the rules and pricing a stay."""
import tomllib
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("bunkhouse.toml")


def load_settings():
    with open(SETTINGS_FILE, "rb") as fh:
        return tomllib.load(fh)


def price_stay(guests, nights, private_room=False, linen=0, dogs=0):
    settings = load_settings()
    prices, rules = settings["prices"], settings["rules"]
    if dogs:
        if not rules["allow_dogs"]:
            raise ValueError("Sorry, we no longer take dogs")
        if dogs > rules["max_dogs_per_booking"]:
            raise ValueError(f"No more than {rules['max_dogs_per_booking']} dogs per booking")
    if guests > settings["house"]["beds"]:
        raise ValueError("Not enough beds for that group")
    if private_room:
        rooms = prices["private_room_per_night"] * nights
    else:
        rooms = prices["bed_per_night"] * guests * nights
    total = rooms + prices["linen_hire"] * linen + prices["dog_per_night"] * dogs * nights
    return round(total, 2)


def welcome_note(name):
    house = load_settings()["house"]
    return (f"Welcome to {house['name']}, {name}! Check-in is from {house['check_in']} "
            f"and check-out is by {house['check_out']}.")


if __name__ == "__main__":
    print(welcome_note("Fraser party"))
    print(price_stay(4, 2, linen=4, dogs=1))
