"""Collection slots for finished gates and railings."""

from hours import (WEEKDAY_OPEN, WEEKDAY_CLOSE, SATURDAY_OPEN, SATURDAY_CLOSE,
                   SUNDAY_CLOSED, COLLECTION_BUFFER_MINUTES)

SLOT_MINUTES = 15


def to_minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def to_hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def collection_slots(day):
    """All bookable collection start times for 'weekday', 'saturday' or 'sunday'."""
    if day == "sunday" and SUNDAY_CLOSED:
        return []
    if day == "saturday":
        start, close = SATURDAY_OPEN, SATURDAY_CLOSE
    else:
        start, close = WEEKDAY_OPEN, WEEKDAY_CLOSE
    last = to_minutes(close) - COLLECTION_BUFFER_MINUTES
    return [to_hhmm(t) for t in range(to_minutes(start), last + 1, SLOT_MINUTES)]


def last_slot(day):
    slots = collection_slots(day)
    return slots[-1] if slots else None
