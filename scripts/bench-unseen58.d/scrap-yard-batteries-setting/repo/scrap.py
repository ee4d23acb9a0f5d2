"""Weigh-in prices at the scrap yard, using settings.json."""

import json
from pathlib import Path

SETTINGS = Path(__file__).with_name("settings.json")


def load_settings(path=SETTINGS):
    """Read settings.json."""
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def accepted(metal, cfg):
    """Whether we're taking this metal in at the moment."""
    if metal == "car battery" and not cfg["accept_car_batteries"]:
        return False
    return metal in cfg["prices_per_kg"]


def weigh_in_value(metal, kg, cfg=None):
    """What we pay for one load of one metal."""
    cfg = cfg if cfg is not None else load_settings()
    if not accepted(metal, cfg):
        raise ValueError(f"Sorry, we're not taking {metal} at the moment.")
    if kg < cfg["min_weight_kg"]:
        return 0.0
    return round(kg * cfg["prices_per_kg"][metal], 2)


def ticket_total(loads, cfg=None):
    """loads is a list of (metal, kg) weighed in on one visit."""
    cfg = cfg if cfg is not None else load_settings()
    return round(sum(weigh_in_value(metal, kg, cfg) for metal, kg in loads), 2)
