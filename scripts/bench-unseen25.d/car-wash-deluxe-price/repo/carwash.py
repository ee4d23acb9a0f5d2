"""Prices and queue times for the Bay Road car wash."""
import json
import math
import os

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "washes.json")


def load_settings(path=SETTINGS_FILE):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def price_of(program, extras=(), settings=None):
    """Price of one wash program plus any extras."""
    settings = settings or load_settings()
    if program not in settings["programs"]:
        raise ValueError(f"unknown program: {program}")
    total = settings["programs"][program]["price"]
    for extra in extras:
        total += settings["extras"][extra]
    return round(total, 2)


def queue_wait(cars_ahead, program="deluxe", settings=None):
    """Rough minutes until a newly arrived car gets into a bay."""
    settings = settings or load_settings()
    rounds = math.ceil(cars_ahead / settings["bays"])
    return rounds * settings["programs"][program]["minutes"]


def earned_free_wash(stamps, settings=None):
    settings = settings or load_settings()
    return stamps >= settings["loyalty"]["stamps_for_free_wash"]
