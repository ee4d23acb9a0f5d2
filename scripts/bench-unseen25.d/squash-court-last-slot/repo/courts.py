"""Court timetable for the Riverside squash club."""
from datetime import time

OPENING_HOUR = 7
CLOSING_HOUR = 22
SLOT_MINUTES = 45
COURTS = ["Court 1", "Court 2", "Glass court"]
PEAK_START = time(17, 0)
PEAK_END = time(20, 0)


def slot_starts():
    """Start times of every bookable slot in a day (a slot must end by closing time)."""
    starts = []
    minutes = OPENING_HOUR * 60
    while minutes + SLOT_MINUTES < CLOSING_HOUR * 60:
        starts.append(time(minutes // 60, minutes % 60))
        minutes += SLOT_MINUTES
    return starts


def is_peak(start):
    """Peak slots cost more for non-members."""
    return PEAK_START <= start < PEAK_END


def slot_price(start, member=False):
    if member:
        return 0.0
    return 9.50 if is_peak(start) else 7.00
