"""Sends reminders from the family calendar to everyone's phones."""

import json
from pathlib import Path

SETTINGS = Path(__file__).with_name("alerts.json")


def load(path=SETTINGS):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def in_quiet_hours(hhmm, quiet):
    start, end = quiet["start"], quiet["end"]
    if start <= end:
        return start <= hhmm < end
    return hhmm >= start or hhmm < end


def delivery(settings, hhmm):
    """How a push reminder is delivered at the given time ("HH:MM")."""
    if not settings["channels"]["push"]:
        return []
    effects = ["banner"]
    if in_quiet_hours(hhmm, settings["quiet_hours"]):
        return effects
    if settings["sound"]:
        effects.append("sound")
    if settings["vibrate"]:
        effects.append("vibrate")
    return effects


if __name__ == "__main__":
    print(delivery(load(), "12:00"))
