"""Launch slots for the day, read from club.ini."""

import configparser
import os
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=None):
    parser = configparser.ConfigParser()
    parser.read(path or os.path.join(HERE, "club.ini"))
    return parser


def _clock(text):
    return datetime.strptime(text.strip(), "%H:%M")


def launch_slots(day, settings=None):
    settings = settings or load_settings()
    launches = settings["launches"]
    key = "weekend_last_launch" if day in ("Sat", "Sun") else "weekday_last_launch"
    slot = timedelta(minutes=launches.getint("slot_minutes"))
    current = _clock(launches["first_launch"])
    last = _clock(launches[key])
    slots = []
    while current <= last:
        slots.append(current.strftime("%H:%M"))
        current += slot
    return slots
