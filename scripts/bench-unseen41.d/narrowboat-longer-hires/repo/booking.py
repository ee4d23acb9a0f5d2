"""Booking checks and prices for the narrowboat hire."""

import json
from pathlib import Path

CONFIG_FILE = Path(__file__).with_name("hire.json")


def load_config(path=CONFIG_FILE):
    with open(path) as f:
        return json.load(f)


def check_booking(boat, nights, people, config=None):
    config = config or load_config()
    if boat not in config["boats"]:
        raise ValueError(f"no boat called {boat}")
    if nights < config["min_nights"]:
        raise ValueError(f"the shortest hire is {config['min_nights']} nights")
    if nights > config["max_nights"]:
        raise ValueError(f"the longest hire is {config['max_nights']} nights")
    if people > config["boats"][boat]["berths"]:
        raise ValueError(f"{boat} sleeps {config['boats'][boat]['berths']}")
    return True


def hire_price(boat, nights, config=None):
    config = config or load_config()
    rate = config["boats"][boat]["nightly_rate"]
    return round(nights * (rate + config["fuel_per_night"]), 2)


def amount_due_now(boat, nights, people, config=None):
    config = config or load_config()
    check_booking(boat, nights, people, config)
    return round(hire_price(boat, nights, config) + config["damage_deposit"], 2)
