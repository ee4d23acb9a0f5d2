"""Quotes for Fairlight Shutters, using the prices in settings.toml."""

import os
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings():
    with open(os.path.join(HERE, "settings.toml"), "rb") as f:
        return tomllib.load(f)


def quote(panels, material, weekend=False, survey=True):
    """Price including VAT for supplying and fitting `panels` shutter panels."""
    s = load_settings()
    prices = s["panel_prices"]
    fitting = s["fitting"]
    if material not in prices:
        raise ValueError("unknown material: %s" % material)
    if panels < 1:
        raise ValueError("at least one panel please")
    net = panels * (prices[material] + fitting["fitting_per_panel"])
    if weekend:
        if not fitting["weekend_fitting"]:
            raise ValueError("sorry, we don't fit at weekends")
        net += fitting["weekend_surcharge"]
    if survey and not s["survey"]["free_home_survey"]:
        net += s["survey"]["survey_fee"]
    return round(net * (1 + s["business"]["vat_rate"]), 2)


def deposit(total):
    return round(total * load_settings()["payments"]["deposit_share"], 2)
