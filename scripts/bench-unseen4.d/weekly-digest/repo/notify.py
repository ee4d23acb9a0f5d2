"""Decides which notifications the pantry app sends."""

import json
from pathlib import Path

SETTINGS = Path(__file__).with_name("settings.json")


def load_settings(path=SETTINGS):
    with open(path) as f:
        return json.load(f)


def should_send_digest(today, settings=None):
    """today is a lowercase weekday name such as "monday"."""
    settings = settings or load_settings()
    notes = settings["notifications"]
    return notes["weekly_digest"] and today == notes["digest_day"]


def channels(settings=None):
    settings = settings or load_settings()
    notes = settings["notifications"]
    return [name for name in ("push", "expiry_alerts", "weekly_digest") if notes.get(name)]
