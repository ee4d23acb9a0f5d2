"""Igloo village: stay details sent to guests before they arrive."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# Fallback values, used only when settings.json does not give one.
DEFAULTS = {
    "checkin_time": "16:00",
    "checkout_time": "11:00",
    "sauna_closes": "22:00",
    "max_guests_per_igloo": 4,
    "night_rate": 240.00,
}


def load_settings():
    """DEFAULTS overridden by whatever is in settings.json."""
    settings = dict(DEFAULTS)
    path = os.path.join(HERE, "settings.json")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            settings.update(json.load(f))
    return settings


def stay_cost(nights, guests, settings=None):
    settings = settings or load_settings()
    if guests > settings["max_guests_per_igloo"]:
        raise ValueError("too many guests for one igloo")
    return round(nights * settings["night_rate"], 2)


def arrival_note(name, nights, guests):
    s = load_settings()
    return (
        f"Dear {name}, your igloo is ready from {s['checkin_time']}. "
        f"Please leave by {s['checkout_time']} on your last morning. "
        f"The sauna closes at {s['sauna_closes']}. "
        f"Your stay costs £{stay_cost(nights, guests, s):.2f}."
    )
