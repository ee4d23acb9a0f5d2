"""Quotes and bills for Northgate Self Storage.

Everything that changes from time to time lives in settings.json so the
office can tweak prices without touching the code.
"""

import json
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.json")


def load_settings():
    with open(SETTINGS_FILE) as f:
        return json.load(f)


def weekly_cost(unit, insured=False, settings=None):
    """Weekly charge for one unit.

    Contents insurance is added if the customer asks for it, or always
    when the settings say insurance is compulsory.
    """
    s = settings or load_settings()
    cost = s["weekly_rates"][unit]
    if insured or s["insurance_compulsory"]:
        cost += s["insurance_weekly"]
    return round(cost, 2)


def quote(unit, weeks, insured=False, padlock=False):
    """Total for a let of `weeks` weeks, paid up front."""
    s = load_settings()
    total = weekly_cost(unit, insured, s) * weeks
    if weeks >= s["long_let_weeks"]:
        total *= 1 - s["long_let_discount"]
    if padlock:
        total += s["padlock_price"]
    return round(total, 2)


if __name__ == "__main__":
    print(quote("small", 4))
    print(quote("large", 12, padlock=True))
