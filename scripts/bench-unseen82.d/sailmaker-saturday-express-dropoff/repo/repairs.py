"""Repair booking rules for Tidewater Sailmakers."""

from workshop import (OPENING, EXPRESS_HOURS, SATURDAY_EXTRA_HOURS, EXPRESS_FEE,
                      MAX_EXPRESS_PER_DAY, STANDARD_TURNAROUND_DAYS)

REPAIR_PRICES = {"patch": 18.00, "restitch seam": 35.00, "new batten pocket": 42.00, "uv strip": 95.00}


def _day_kind(day):
    day = day.lower()
    if day in ("saturday", "sunday"):
        return day
    return "weekday"


def _to_minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def latest_express_dropoff(day):
    """Latest drop-off time (HH:MM) for a same-day express repair, or None if closed."""
    kind = _day_kind(day)
    hours = OPENING[kind]
    if hours is None:
        return None
    needed = EXPRESS_HOURS + (SATURDAY_EXTRA_HOURS if kind == "saturday" else 0)
    latest = _to_minutes(hours[1]) - needed * 60
    return "%02d:%02d" % (latest // 60, latest % 60)


def repair_quote(job, express=False, express_booked_today=0):
    if job not in REPAIR_PRICES:
        raise ValueError("unknown repair: %s" % job)
    price = REPAIR_PRICES[job]
    if express:
        if express_booked_today >= MAX_EXPRESS_PER_DAY:
            raise ValueError("no express slots left today")
        price += EXPRESS_FEE
    return round(price, 2)


def ready_in_days(express=False):
    return 0 if express else STANDARD_TURNAROUND_DAYS
