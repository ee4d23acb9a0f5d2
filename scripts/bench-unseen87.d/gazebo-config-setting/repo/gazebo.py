"""Hire totals for gazebos, using the settings file."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=None):
    with open(path or os.path.join(HERE, "settings.json"), encoding="utf-8") as f:
        return json.load(f)


def hire_total(sizes, days, settings=None):
    """Total for hiring the given gazebo sizes for a number of days."""
    s = settings or load_settings()
    if not 1 <= days <= s["max_days"]:
        raise ValueError("days must be between 1 and %d" % s["max_days"])
    total = 0.0
    for size in sizes:
        if size not in s["daily_rate"]:
            raise ValueError("unknown size: " + str(size))
        total += s["daily_rate"][size] * days
        if s["include_leg_weights"]:
            total += s["leg_weights_price"]
    if total <= s["free_delivery_over"]:
        total += s["delivery_fee"]
    return round(total, 2)


def deposit(sizes, days, settings=None):
    s = settings or load_settings()
    return round(hire_total(sizes, days, s) * s["deposit_percent"] / 100, 2)
