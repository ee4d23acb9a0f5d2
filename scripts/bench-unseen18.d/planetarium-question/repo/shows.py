from datetime import datetime, timedelta

from dome_settings import DOORS_OPEN_BEFORE_MINUTES

SHOWS = {
    "aurora": ("Chasing the Aurora", 35),
    "moon": ("One Small Step", 40),
    "blackholes": ("Into the Dark", 50),
}


def doors_open(start):
    return start - timedelta(minutes=DOORS_OPEN_BEFORE_MINUTES)


def listing(day):
    start = datetime(day.year, day.month, day.day, 10, 0)
    lines = []
    for title, minutes in SHOWS.values():
        lines.append(f"{start:%H:%M} {title} ({minutes} min, doors {doors_open(start):%H:%M})")
        start += timedelta(minutes=minutes + 20)
    return lines
