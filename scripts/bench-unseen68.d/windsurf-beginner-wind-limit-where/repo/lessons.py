"""Lesson booking checks for Crosswind Windsurf School."""

import os
import tomllib

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.toml")
FALLBACK_WIND_LIMIT = 10  # used only for a level missing from the settings


def load_settings(path=SETTINGS_FILE):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def wind_ok(level, forecast_knots, settings=None):
    settings = settings or load_settings()
    limit = settings["wind_limits_knots"].get(level, FALLBACK_WIND_LIMIT)
    return forecast_knots <= limit


def lesson_price(level, wetsuit=False, settings=None):
    settings = settings or load_settings()
    price = settings["prices"][level]
    if wetsuit:
        price += settings["prices"]["wetsuit_hire"]
    return round(price, 2)


def can_book(level, forecast_knots, already_booked, settings=None):
    settings = settings or load_settings()
    if already_booked >= settings["group_sizes"][level]:
        return False, "Sorry, that lesson is full."
    if not wind_ok(level, forecast_knots, settings):
        return False, "Sorry, the forecast is too windy for that lesson."
    return True, "Booked - see you on the water!"
