"""Visitor rules for the donkey sanctuary."""

import json
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.json")


def load_settings(path=SETTINGS_FILE):
    with open(path) as f:
        return json.load(f)


def is_open(day, settings=None):
    settings = settings or load_settings()
    return day in settings["visiting"]["open_days"]


def carrots_allowed(age, settings=None):
    settings = settings or load_settings()
    feeding = settings["feeding"]
    if not feeding["allow_visitor_treats"] or age < feeding["min_age_for_treats"]:
        return 0
    return feeding["carrots_per_visitor"]


def welcome_sign(settings=None):
    settings = settings or load_settings()
    lines = [f"Welcome to {settings['sanctuary']}"]
    if settings["feeding"]["allow_visitor_treats"]:
        lines.append(f"You may give up to {settings['feeding']['carrots_per_visitor']} carrots - ask a volunteer")
    else:
        lines.append("Please do not feed the donkeys")
    return lines


def adoption_cost(months, settings=None):
    settings = settings or load_settings()
    return round(months * settings["adoptions"]["monthly_fee"], 2)
