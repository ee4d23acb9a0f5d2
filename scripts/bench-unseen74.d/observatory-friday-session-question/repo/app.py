"""Shows the public viewing sessions for each night."""

import json
import os
from datetime import datetime, timedelta

import settings

HERE = os.path.dirname(os.path.abspath(__file__))


def load_schedule():
    with open(os.path.join(HERE, settings.SCHEDULE_FILE), encoding="utf-8") as fh:
        return json.load(fh)


def sessions_for(day):
    schedule = load_schedule()
    if day in schedule["closed_days"]:
        return []
    return schedule["sessions"].get(day, [])


def session_lines(day):
    lines = []
    for start in sessions_for(day):
        begins = datetime.strptime(start, "%H:%M")
        doors = begins - timedelta(minutes=settings.DOORS_OPEN_MINUTES_BEFORE)
        ends = begins + timedelta(minutes=settings.SESSION_LENGTH_MINUTES)
        lines.append(f"{start}-{ends:%H:%M} (doors {doors:%H:%M})")
    return lines


if __name__ == "__main__":
    for line in session_lines("Friday"):
        print(line)
