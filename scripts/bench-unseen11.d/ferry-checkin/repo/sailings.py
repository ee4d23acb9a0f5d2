"""Prints today's sailings with their check-in deadlines."""
import configparser
import sys
from datetime import datetime, timedelta
from pathlib import Path

CONFIG = Path(__file__).with_name("ferry.ini")
DEPARTURES = ["07:10", "10:00", "13:45", "18:30"]


def load(path=CONFIG):
    cp = configparser.ConfigParser()
    cp.read(path)
    return cp


def shift(hhmm, minutes):
    t = datetime.strptime(hhmm, "%H:%M") + timedelta(minutes=minutes)
    return t.strftime("%H:%M")


def timetable(cp, departures=DEPARTURES):
    before = cp["checkin"].getint("closes_minutes_before")
    crossing = cp["route"].getint("crossing_minutes")
    lines = [cp["route"]["name"]]
    for dep in departures:
        lines.append(f"{dep} (arrives {shift(dep, crossing)}) - check-in closes {shift(dep, -before)}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(timetable(load(sys.argv[1] if len(sys.argv) > 1 else CONFIG)))
