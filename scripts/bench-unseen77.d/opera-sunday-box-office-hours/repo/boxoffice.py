"""Box office rules for the opera house."""

from datetime import time

OPENING_HOURS = {
    "monday": (time(10, 0), time(18, 0)),
    "tuesday": (time(10, 0), time(20, 0)),
    "wednesday": (time(10, 0), time(20, 0)),
    "thursday": (time(10, 0), time(20, 0)),
    "friday": (time(10, 0), time(20, 30)),
    "saturday": (time(9, 30), time(20, 30)),
    "sunday": (time(12, 0), time(16, 30)),
}
ONLINE_SALES_CUTOFF_MINUTES = {"matinee": 60, "evening": 120}
MAX_TICKETS_PER_ORDER = 8
BOOKING_FEE = 2.50            # per order, waived at the counter


def is_open(day, at):
    """True if the box office counter is open on that day at that time."""
    opens, closes = OPENING_HOURS[day.lower()]
    return opens <= at < closes


def order_fee(tickets, online=True):
    if tickets > MAX_TICKETS_PER_ORDER:
        raise ValueError("at most %d tickets per order" % MAX_TICKETS_PER_ORDER)
    return BOOKING_FEE if online else 0.0
