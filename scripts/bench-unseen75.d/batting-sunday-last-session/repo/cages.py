"""Session booking rules for the indoor batting cages."""

import json
import os

HOURS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "hours.json")

SESSION_MINUTES = 30
CAGES = 4
# The last session has to start this many minutes before closing,
# so staff have time to collect the balls and lock up.
LAST_START_BEFORE_CLOSE = 45
PRICE_PER_SESSION = 14.00
BAT_HIRE = 3.00


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def opening_hours(day):
    with open(HOURS_FILE, encoding="utf-8") as f:
        return json.load(f)[day.lower()]


def can_start(day, hhmm):
    """Whether a session may start at the given time on the given day."""
    opens, closes = opening_hours(day)
    start = to_minutes(hhmm)
    return to_minutes(opens) <= start <= to_minutes(closes) - LAST_START_BEFORE_CLOSE


def session_price(sessions, bats=0):
    return round(sessions * PRICE_PER_SESSION + bats * BAT_HIRE, 2)
