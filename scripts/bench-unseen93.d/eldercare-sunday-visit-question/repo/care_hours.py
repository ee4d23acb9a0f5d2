"""Visiting hours for Kindly Hands home care."""
from datetime import time

# (earliest start, latest start) for a visit
VISIT_HOURS = {
    "weekday": (time(7, 0), time(21, 30)),
    "saturday": (time(8, 0), time(20, 0)),
    "sunday": (time(8, 30), time(19, 15)),
}
BANK_HOLIDAYS_USE = "sunday"
MAX_VISITS_PER_CARER = 9


def day_type(day_name, bank_holiday=False):
    """Map a day name such as "Tuesday" to a key of VISIT_HOURS."""
    if bank_holiday:
        return BANK_HOLIDAYS_USE
    day = day_name.strip().lower()
    if day in ("saturday", "sunday"):
        return day
    return "weekday"


def visiting_window(day_name, bank_holiday=False):
    return VISIT_HOURS[day_type(day_name, bank_holiday)]


def can_start_visit(day_name, start, bank_holiday=False):
    """True if a visit may begin at `start` (a datetime.time)."""
    first, last = visiting_window(day_name, bank_holiday)
    return first <= start <= last
