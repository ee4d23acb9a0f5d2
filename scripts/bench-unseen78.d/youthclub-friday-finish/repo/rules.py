"""Club rules: places, fees and pick-up."""

from schedule import SESSIONS, end_time

MAX_PER_SESSION = 30
SESSION_FEE = 2.00
LATE_PICKUP_GRACE_MINUTES = 15
LATE_PICKUP_FEE = 5.00


def places_left(booked):
    return max(0, MAX_PER_SESSION - booked)


def pickup_deadline(name):
    end = end_time(name)
    h, m = map(int, end.split(":"))
    m += LATE_PICKUP_GRACE_MINUTES
    h, m = h + m // 60, m % 60
    return "%02d:%02d" % (h, m)


def describe(name):
    day, start, _minutes, lo, hi = SESSIONS[name]
    return "%s %s-%s, ages %d-%d, £%.2f" % (day, start, end_time(name), lo, hi, SESSION_FEE)
