"""Mocktail bar menu pricing."""

import json
import os

DRINKS = {"nojito": 6.50, "virgin colada": 7.00, "shirley temple": 5.50}
JUG_FACTOR = 0.9   # a jug is cheaper than the same number of glasses

_HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=None):
    with open(path or os.path.join(_HERE, "settings.json")) as f:
        return json.load(f)


def is_happy_hour(hour, settings):
    if not settings.get("happy_hour_enabled", False):
        return False
    return settings["happy_hour_start"] <= hour < settings["happy_hour_end"]


def drink_price(drink, hour, jug=False, settings=None):
    settings = settings or load_settings()
    price = DRINKS[drink]
    if jug:
        price = price * settings["jug_size_glasses"] * JUG_FACTOR
    if is_happy_hour(hour, settings):
        price = price * (1 - settings["happy_hour_discount"])
    price = price * (1 + settings["service_charge"])
    return round(price, 2)
