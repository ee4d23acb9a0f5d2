"""Quotes for the furniture restoration workshop."""

from datetime import date, timedelta

HOURLY_RATE = 32.0
FINISHES = {"wax": 1.0, "oil": 1.2, "french_polish": 2.5, "paint": 1.4}
STRIPPING_HOURS = {"small": 2, "medium": 4, "large": 7}
WORKSHOP_DAYS_PER_HOUR = 0.5


def stripping_hours(size, veneered=False):
    hours = STRIPPING_HOURS[size]
    if veneered:
        hours *= 1.5
    return hours


def finish_hours(size, finish):
    return STRIPPING_HOURS[size] * FINISHES[finish]


def repair_quote(size, finish, repairs=0, veneered=False):
    hours = stripping_hours(size, veneered) + finish_hours(size, finish) + repairs * 0.75
    return round(hours * HOURLY_RATE, 2)


def ready_date(dropped_off, size, finish):
    days = round((STRIPPING_HOURS[size] + finish_hours(size, finish)) * WORKSHOP_DAYS_PER_HOUR) + 2
    return dropped_off + timedelta(days=days)


def job_card(customer, item, size, finish, dropped_off):
    price = repair_quote(size, finish)
    ready = ready_date(dropped_off, size, finish)
    return f"{customer} - {item} ({finish}): £{price:.2f}, ready {ready:%d/%m/%Y}"


def busy_customers(jobs):
    counts = {}
    for customer, _item in jobs:
        counts[customer] = counts.get(customer, 0) + 1
    return sorted(name for name, n in counts.items() if n > 1)
