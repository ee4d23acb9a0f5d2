"""Crag Edge Abseiling: which session times can be booked."""

import json
from datetime import datetime, timedelta
from pathlib import Path

HOURS_FILE = Path(__file__).with_name("hours.json")
SESSION_GAP_MINUTES = 90          # a new group goes down every hour and a half
DEFAULT_FIRST_START = "09:00"     # only used if hours.json has no default
DEFAULT_LAST_START = "17:00"
PRICE_PER_PERSON = 45.00
GROUP_MIN, GROUP_MAX = 2, 8


def day_hours(day):
    with open(HOURS_FILE) as fh:
        hours = json.load(fh)
    day = day.lower()
    if day in hours.get("closed", []):
        return None
    fallback = {"first_start": DEFAULT_FIRST_START, "last_start": DEFAULT_LAST_START}
    return hours.get(day, hours.get("default", fallback))


def session_times(day):
    hours = day_hours(day)
    if hours is None:
        return []
    start = datetime.strptime(hours["first_start"], "%H:%M")
    last = datetime.strptime(hours["last_start"], "%H:%M")
    times = []
    while start <= last:
        times.append(start.strftime("%H:%M"))
        start += timedelta(minutes=SESSION_GAP_MINUTES)
    return times


def book(day, time, people):
    if not GROUP_MIN <= people <= GROUP_MAX:
        raise ValueError(f"Groups are {GROUP_MIN} to {GROUP_MAX} people")
    if time not in session_times(day):
        raise ValueError(f"No session at {time} on {day}")
    return f"Booked {people} for {time} on {day.title()}: £{people * PRICE_PER_PERSON:.2f}"


if __name__ == "__main__":
    for d in ("Monday", "Sunday"):
        print(d, session_times(d))
