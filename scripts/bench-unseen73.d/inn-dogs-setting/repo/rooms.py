"""The Drovers Arms: pricing a stay in one of the rooms upstairs."""

import tomllib
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.toml")


def load_settings():
    with open(SETTINGS_FILE, "rb") as fh:
        return tomllib.load(fh)


def stay_price(room, nights, guests=2, dogs=0, settings=None):
    settings = settings or load_settings()
    if room not in settings["rooms"]:
        raise ValueError(f"We have no {room} rooms")
    if nights < 1:
        raise ValueError("A stay is at least one night")
    price = settings["rooms"][room] * nights
    if not settings["breakfast"]["included"]:
        price += settings["breakfast"]["price_per_guest"] * guests * nights
    if dogs:
        rules = settings["dogs"]
        if not rules["allowed"]:
            raise ValueError("Sorry, we don't take dogs in the rooms")
        if dogs > rules["max_per_room"]:
            raise ValueError(f"At most {rules['max_per_room']} dogs per room")
        price += rules["fee_per_night"] * dogs * nights
    return round(price, 2)


def confirmation(name, room, nights, guests=2, dogs=0):
    settings = load_settings()
    total = stay_price(room, nights, guests, dogs, settings)
    times = settings["times"]
    return (f"{name}: {room} room for {nights} night(s), £{total:.2f}. "
            f"Check in from {times['check_in']}, check out by {times['check_out']}.")


if __name__ == "__main__":
    print(confirmation("Mrs Hughes", "double", 2))
