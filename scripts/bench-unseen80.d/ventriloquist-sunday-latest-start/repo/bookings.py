"""Checks whether a party show can be booked at a given time."""

from show_rules import (
    SHOW_MINUTES,
    SETUP_MINUTES,
    MAX_CHILDREN,
    TRAVEL_FREE_MILES,
    TRAVEL_PER_MILE,
    LAST_FINISH,
    EARLIEST_START,
)


def to_minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def to_hhmm(minutes):
    return "%02d:%02d" % divmod(minutes, 60)


def latest_start(day):
    """Latest time the show can start on this day."""
    return to_hhmm(to_minutes(LAST_FINISH[day]) - SHOW_MINUTES)


def arrival_time(start):
    return to_hhmm(to_minutes(start) - SETUP_MINUTES)


def can_book(day, start, children):
    if children > MAX_CHILDREN:
        return False
    s = to_minutes(start)
    return to_minutes(EARLIEST_START) <= s <= to_minutes(latest_start(day))


def travel_charge(miles):
    extra = max(miles - TRAVEL_FREE_MILES, 0)
    return round(extra * TRAVEL_PER_MILE * 2, 2)
