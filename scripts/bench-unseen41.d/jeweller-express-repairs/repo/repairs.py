"""Repair jobs at the jeweller's bench."""

from datetime import timedelta

JOBS = {
    "ring resize": (35.0, 7),  # price, working days at the bench
    "claw retip": (28.0, 5),
    "chain solder": (18.0, 3),
    "clean and polish": (12.0, 1),
    "watch battery": (8.0, 0),
}


def add_working_days(start, days):
    current = start
    while days > 0:
        current += timedelta(days=1)
        if current.weekday() < 5:
            days -= 1
    return current


def repair_price(jobs):
    unknown = [j for j in jobs if j not in JOBS]
    if unknown:
        raise ValueError(f"we don't do {unknown[0]}")
    return round(sum(JOBS[j][0] for j in jobs), 2)


def ready_date(jobs, dropped_off):
    days = max((JOBS[j][1] for j in jobs), default=0)
    return add_working_days(dropped_off, days)
