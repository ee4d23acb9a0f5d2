"""Load the campsite settings and answer simple front-desk questions."""

import json
from pathlib import Path

CONFIG_FILE = Path(__file__).with_name("campsite.json")

DEFAULTS = {
    "check_in": "15:00",
    "check_out": "10:00",
    "quiet_hours": {"start": "22:00", "end": "07:00"},
    "max_nights": 7,
    "dogs_allowed": False,
}


def load(path=CONFIG_FILE):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    return {**DEFAULTS, **data}


def _minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def is_quiet(time_str, config=None):
    """True if the given HH:MM time falls inside quiet hours."""
    cfg = config or load()
    start = _minutes(cfg["quiet_hours"]["start"])
    end = _minutes(cfg["quiet_hours"]["end"])
    t = _minutes(time_str)
    if start <= end:
        return start <= t < end
    return t >= start or t < end


def stay_cost(kind, nights, config=None):
    cfg = config or load()
    if nights > cfg["max_nights"]:
        raise ValueError(f"stays are limited to {cfg['max_nights']} nights")
    return round(cfg["price_per_night"][kind] * nights, 2)
