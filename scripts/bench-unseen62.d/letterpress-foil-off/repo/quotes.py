"""Quotes for letterpress invitations and cards."""

import configparser
import os

CONFIG_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "press.ini")
EXTRAS = ("foil", "envelopes", "edge_painting")
PRICE_KEYS = {"foil": "foil", "envelopes": "envelope", "edge_painting": "edge_painting"}


def load_config(path=CONFIG_FILE):
    config = configparser.ConfigParser()
    config.read(path, encoding="utf-8")
    return config


def available_extras(config=None):
    config = config or load_config()
    return [extra for extra in EXTRAS if config.getboolean("options", extra)]


def quote(cards, colours=1, extras=(), config=None):
    config = config or load_config()
    prices = config["prices"]
    minimum = config.getint("shop", "minimum_order")
    if cards < minimum:
        raise ValueError(f"the smallest order we print is {minimum} cards")
    if colours < 1 or colours > 3:
        raise ValueError("we print one to three colours")
    offered = available_extras(config)
    per_card = float(prices["per_card"]) + (colours - 1) * float(prices["extra_colour"])
    for extra in extras:
        if extra not in offered:
            raise ValueError(f"sorry, {extra.replace('_', ' ')} isn't available at the moment")
        per_card += float(prices[PRICE_KEYS[extra]])
    setup = float(prices["setup"]) * colours
    return round(setup + per_card * cards, 2)


if __name__ == "__main__":
    print(quote(100, colours=2, extras=("foil", "envelopes")))
