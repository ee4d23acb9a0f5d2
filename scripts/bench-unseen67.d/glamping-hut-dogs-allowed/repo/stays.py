"""Pricing a stay at Hazel Hollow, using the settings in site.json."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings():
    with open(os.path.join(HERE, "site.json"), encoding="utf-8") as fh:
        return json.load(fh)


def dogs_welcome(unit):
    return load_settings()["units"][unit]["dogs_allowed"]


def stay_price(unit, nights, dogs=0, weekend=False):
    settings = load_settings()
    details = settings["units"][unit]
    if weekend and nights < settings["weekend_minimum_nights"]:
        raise ValueError(f"Weekend stays are at least {settings['weekend_minimum_nights']} nights")
    if dogs and not details["dogs_allowed"]:
        raise ValueError(f"Sorry, dogs can't stay in the {unit.replace('_', ' ')}")
    price = details["nightly"] * nights + dogs * settings["dog_fee_per_night"] * nights
    return round(price, 2)


if __name__ == "__main__":
    print(stay_price("bell_tent", 3, dogs=1))
    print(stay_price("safari_lodge", 2, weekend=True))
