"""Works out when customer orders leave the Brookside warehouse."""

import os
import tomllib
from datetime import datetime, time, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_CUTOFF = "15:00"     # only used if the settings file has no cutoff


def load_settings(path=None):
    with open(path or os.path.join(HERE, "warehouse.toml"), "rb") as f:
        return tomllib.load(f)


def cutoff_time(settings):
    text = settings.get("dispatch", {}).get("same_day_cutoff", DEFAULT_CUTOFF)
    hours, minutes = text.split(":")
    return time(int(hours), int(minutes))


def is_dispatch_day(day, settings):
    weekend_ok = settings.get("dispatch", {}).get("weekend_dispatch", False)
    return weekend_ok or day.weekday() < 5


def dispatch_date(ordered_at, settings=None):
    """Date an order placed at `ordered_at` (a datetime) leaves the warehouse."""
    settings = settings or load_settings()
    day = ordered_at.date()
    if ordered_at.time() > cutoff_time(settings) or not is_dispatch_day(day, settings):
        day += timedelta(days=1)
        while not is_dispatch_day(day, settings):
            day += timedelta(days=1)
    return day


def describe(ordered_at):
    settings = load_settings()
    when = dispatch_date(ordered_at, settings)
    courier = settings["dispatch"]["courier"]
    return f"Leaves with {courier} on {when:%A %d %B}"
