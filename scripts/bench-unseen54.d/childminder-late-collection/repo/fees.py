"""Fees for Little Acorns Childminding.

Days are charged by the hour up to closing time.  Parents who collect
after we close pay a late fee for every 15 minutes, or part of 15
minutes, that they're late.
"""

import math

HOURLY_RATE = 6.50
CLOSING = "18:00"
LATE_FEE_PER_15 = 5.00
MEALS = {"breakfast": 1.50, "lunch": 2.50, "tea": 2.00}


def to_minutes(hhmm):
    """Turn '17:45' into minutes after midnight (1065)."""
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def late_fee(collected_minutes):
    """Fee for collecting after closing; takes minutes after midnight."""
    late = collected_minutes - to_minutes(CLOSING)
    if late <= 0:
        return 0.0
    return math.ceil(late / 15) * LATE_FEE_PER_15


def day_fee(dropped_at, collected_at, meals=()):
    """One day: hours up to closing, any meals, and any late fee."""
    start = to_minutes(dropped_at)
    end = min(to_minutes(collected_at), to_minutes(CLOSING))
    fee = (end - start) / 60 * HOURLY_RATE
    fee += sum(MEALS[m] for m in meals)
    fee += late_fee(end)
    return round(fee, 2)
