"""When can a click-and-collect order be picked up?"""

from shop_settings import (HOLD_DAYS, SAME_DAY_PACKING_MINUTES, SHOP_CLOSES,
                           SHOP_OPENS)


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def same_day_cutoff():
    """Latest order time (minutes after midnight) for same-day collection."""
    return to_minutes(SHOP_CLOSES) - SAME_DAY_PACKING_MINUTES


def collection_day(order_time, weekday):
    """Return 'today' or 'next opening day' for an order placed at order_time."""
    if weekday == "Sunday":
        return "next opening day"
    minutes = to_minutes(order_time)
    if minutes < to_minutes(SHOP_OPENS):
        return "today"
    if minutes <= same_day_cutoff():
        return "today"
    return "next opening day"


def hold_message():
    return "Orders are held for %d days." % HOLD_DAYS
