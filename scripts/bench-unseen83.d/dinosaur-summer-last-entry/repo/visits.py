"""Works out opening hours and last entry for Fernhollow Dinosaur Park."""

from park import (OPENING, SUMMER_HOLIDAY_CLOSE, WINTER_MONTHS,
                  LAST_ENTRY_BEFORE_CLOSE)

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def to_minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def to_hhmm(minutes):
    return "%02d:%02d" % (minutes // 60, minutes % 60)


def opening_hours(day, month, summer_holidays=False):
    day = day.lower()
    if day not in DAYS:
        raise ValueError("unknown day: %s" % day)
    key = day if day in ("saturday", "sunday") else "weekday"
    opens, closes = OPENING[key]
    close = to_minutes(closes)
    if summer_holidays:
        close = to_minutes(SUMMER_HOLIDAY_CLOSE)
    elif month in WINTER_MONTHS:
        close -= 60
    return opens, to_hhmm(close)


def last_entry(day, month, summer_holidays=False):
    opens, closes = opening_hours(day, month, summer_holidays)
    return to_hhmm(to_minutes(closes) - LAST_ENTRY_BEFORE_CLOSE)


def can_enter(day, month, arrival, summer_holidays=False):
    opens, _ = opening_hours(day, month, summer_holidays)
    latest = last_entry(day, month, summer_holidays)
    return to_minutes(opens) <= to_minutes(arrival) <= to_minutes(latest)
