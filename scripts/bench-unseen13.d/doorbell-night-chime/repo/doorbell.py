"""Decides what happens when someone presses the doorbell."""
import json
import sys
from pathlib import Path

SETTINGS = Path(__file__).with_name("doorbell.json")


def load(path=SETTINGS):
    with open(path) as f:
        return json.load(f)


def is_night(chime, clock):
    start, end = chime["night_start"], chime["night_end"]
    return clock >= start or clock < end


def on_press(settings, clock):
    """List of actions for a press at `clock` ("HH:MM")."""
    actions = []
    chime = settings["chime"]
    if chime["enabled"] and (chime["night_chime"] or not is_night(chime, clock)):
        actions.append(f"ring (volume {chime['volume']})")
    if settings["phone_alerts"]:
        actions.append("notify phone")
    if settings["record_clips"]:
        actions.append("record clip")
    return actions


if __name__ == "__main__":
    print(", ".join(on_press(load(), sys.argv[1])) or "nothing")
