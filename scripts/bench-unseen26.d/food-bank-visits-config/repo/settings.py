"""Loads the food bank's settings from foodbank.json."""

import json
from pathlib import Path

CONFIG_PATH = Path(__file__).with_name("foodbank.json")


def load(path=CONFIG_PATH):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)
