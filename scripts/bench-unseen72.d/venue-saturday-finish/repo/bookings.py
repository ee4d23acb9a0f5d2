"""Millbrook Village Hall: checking whether a hire fits the opening hours."""

import json
from datetime import datetime
from pathlib import Path

HOURS = json.loads(Path(__file__).with_name("hours.json").read_text())
DEFAULT_LAST_FINISH = "21:00"   # for any day not listed in hours.json


def _minutes(hhmm):
    t = datetime.strptime(hhmm, "%H:%M")
    return t.hour * 60 + t.minute


def last_finish(day):
    return HOURS["last_finish"].get(day.lower(), DEFAULT_LAST_FINISH)


def check_booking(day, start, finish):
    """Returns a list of problems; an empty list means the booking is fine."""
    problems = []
    setup_start = _minutes(start) - HOURS["setup_minutes"]
    if setup_start < _minutes(HOURS["earliest_start"]):
        problems.append(f"Setting up would start before {HOURS['earliest_start']}")
    if _minutes(finish) > _minutes(last_finish(day)):
        problems.append(f"On {day.title()} hires must finish by {last_finish(day)}")
    return problems
