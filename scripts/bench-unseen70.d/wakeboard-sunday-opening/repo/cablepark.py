"""Opening times and session slots for the cable park."""
import json
import os

import settings

DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def load_hours():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, settings.HOURS_FILE)) as fh:
        return json.load(fh)


def opening_times(day):
    """(open, close) for a day name, or None when the park is shut."""
    day = day.lower()
    if day not in DAYS:
        raise ValueError(f"not a day: {day}")
    entry = load_hours().get(day, {})
    if entry.get("closed"):
        return None
    return entry.get("open", settings.DEFAULT_OPEN), entry.get("close", settings.DEFAULT_CLOSE)


def to_minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def session_starts(day):
    times = opening_times(day)
    if times is None:
        return []
    start, end = (to_minutes(t) for t in times)
    slots = []
    while start + settings.SESSION_MINUTES <= end:
        slots.append(f"{start // 60:02d}:{start % 60:02d}")
        start += settings.SESSION_MINUTES
    return slots


if __name__ == "__main__":
    for d in DAYS:
        print(d, opening_times(d))
