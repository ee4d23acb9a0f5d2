"""Loads the thermostat settings, filling in defaults."""

import json
from pathlib import Path

CONFIG_PATH = Path(__file__).with_name("config.json")

DEFAULTS = {
    "units": "celsius",
    "eco_mode": False,
    "holiday_mode": False,
    "boost_minutes": 20,
    "frost_protect_temp": 7.0,
}


def load(path=CONFIG_PATH):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    settings = dict(DEFAULTS)
    settings.update(data)
    return settings
