"""Drink prices and loyalty cards for the counter."""

import tomllib
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.toml")


def load_settings(path=SETTINGS_FILE):
    with open(path, "rb") as f:
        return tomllib.load(f)


def drink_price(size="regular", toppings=0, settings=None):
    settings = settings or load_settings()
    drinks = settings["drinks"]
    if toppings > drinks["max_toppings"]:
        raise ValueError(f"at most {drinks['max_toppings']} toppings")
    price = drinks["base_price"] + toppings * drinks["topping_price"]
    if size == "large":
        price += drinks["large_upcharge"]
    return round(price, 2)


def stamps_earned(day, drinks_bought, settings=None):
    settings = settings or load_settings()
    per_drink = 2 if day == settings["loyalty"]["double_stamp_day"] else 1
    return drinks_bought * per_drink


def free_drinks_due(stamps, settings=None):
    """Return (free drinks now, stamps left on the card)."""
    settings = settings or load_settings()
    needed = settings["loyalty"]["stamps_for_free_drink"]
    return stamps // needed, stamps % needed
