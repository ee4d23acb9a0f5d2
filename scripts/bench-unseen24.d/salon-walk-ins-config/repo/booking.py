"""Appointment book for the salon front desk."""
import json
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.json")


def load_settings(path=SETTINGS_FILE):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def is_open(settings, day, hour):
    return (day.lower()[:3] in settings["open_days"]
            and settings["opening_hour"] <= hour < settings["closing_hour"])


def can_take_walk_in(settings, day, hour, free_chairs):
    """A customer without an appointment turns up at the door."""
    if not settings["allow_walk_ins"]:
        return False
    return is_open(settings, day, hour) and free_chairs > 0


def deposit(settings, price):
    return round(price * settings["deposit_percent"] / 100, 2)
