"""Totals for event equipment hire."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

ITEM_PRICES = {"chair": 2.50, "table": 9.00, "marquee": 250.00, "heater": 35.00}


def load_settings():
    with open(os.path.join(HERE, "settings.json"), encoding="utf-8") as f:
        return json.load(f)


def hire_total(items, days=1, settings=None):
    """items: dict of item name -> quantity."""
    s = settings if settings is not None else load_settings()
    subtotal = sum(ITEM_PRICES[name] * qty for name, qty in items.items()) * days
    if s["insurance_enabled"]:
        subtotal += subtotal * s["insurance_percent"] / 100
    return round(subtotal, 2)


def deposit(total, settings=None):
    s = settings if settings is not None else load_settings()
    return round(total * s["deposit_percent"] / 100, 2)


def late_fee(days_late, settings=None):
    s = settings if settings is not None else load_settings()
    return max(0, days_late) * s["late_return_fee_per_day"]
