"""Hire prices for Millfield Trailer Hire."""

import json
import os
from datetime import timedelta

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=None):
    with open(path or os.path.join(HERE, "settings.json")) as f:
        return json.load(f)


def day_rate(trailer, day, settings):
    """Rate for one calendar day; Saturday and Sunday may cost extra."""
    rate = settings["day_rates"][trailer]
    if settings["weekend_surcharge_enabled"] and day.weekday() >= 5:
        rate *= 1 + settings["weekend_surcharge"]
    return rate


def hire_price(trailer, start, days, insurance=True, settings=None):
    """Price of hiring a trailer for `days` days starting on `start`."""
    settings = settings or load_settings()
    if not 1 <= days <= settings["max_hire_days"]:
        raise ValueError("hire length not allowed")
    total = 0.0
    for i in range(days):
        total += day_rate(trailer, start + timedelta(days=i), settings)
        if insurance:
            total += settings["insurance_per_day"]
    return round(total, 2)


def amount_due_at_pickup(trailer, start, days, insurance=True):
    settings = load_settings()
    price = hire_price(trailer, start, days, insurance, settings)
    return round(price + settings["deposit"], 2)
