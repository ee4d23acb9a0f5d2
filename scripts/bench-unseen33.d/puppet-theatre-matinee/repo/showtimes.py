"""Timings for the day's two puppet shows, for the board by the door."""

import json
import os
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=os.path.join(HERE, "settings.json")):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def timings(which, settings=None):
    s = settings or load_settings()
    start = datetime.strptime(s[f"{which}_start"], "%H:%M")
    half = s["show_minutes"] // 2
    doors = start - timedelta(minutes=s["doors_open_minutes_before"])
    interval = start + timedelta(minutes=half)
    end = start + timedelta(minutes=s["show_minutes"] + s["interval_minutes"])
    return {
        "doors": doors.strftime("%H:%M"),
        "start": start.strftime("%H:%M"),
        "interval": interval.strftime("%H:%M"),
        "end": end.strftime("%H:%M"),
    }


def board(settings=None):
    s = settings or load_settings()
    lines = [s["theatre_name"]]
    for which in ("matinee", "evening"):
        t = timings(which, s)
        lines.append(f"{which.title()}: doors {t['doors']}, curtain up {t['start']}, "
                     f"finishes about {t['end']}")
    lines.append(f"Adults £{s['adult_price']:.2f}, children £{s['child_price']:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(board())
