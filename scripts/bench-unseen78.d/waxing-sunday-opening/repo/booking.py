"""Booking rules for the waxing salon, driven by settings.json."""

import json
import os

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load_settings(path=SETTINGS_FILE):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def is_open(day, settings=None):
    settings = settings or load_settings()
    if day == "Sunday":
        return settings["open_sundays"]
    return day not in settings["closed_days"]


def deposit(price, settings=None):
    settings = settings or load_settings()
    return round(price * settings["deposit_percent"] / 100, 2)


def cancellation_fee(hours_notice, settings=None):
    settings = settings or load_settings()
    if hours_notice < settings["cancellation_notice_hours"]:
        return settings["late_cancellation_fee"]
    return 0.0


def needs_patch_test_by(appointment_hour, settings=None):
    """Hours (counting back from the appointment) by which the patch test must be done."""
    settings = settings or load_settings()
    return appointment_hour - settings["patch_test_hours_before"]
