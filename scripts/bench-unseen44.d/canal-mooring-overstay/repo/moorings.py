"""Charges for the canal trust's visitor moorings."""

from datetime import datetime, timedelta

FREE_HOURS = 48  # visitor moorings are free for the first 48 hours
OVERSTAY_FEE = 25.0  # per 24 hours (or part of) over the limit
WINTER_MONTHS = {11, 12, 1, 2}
WINTER_FREE_HOURS = 14 * 24


def free_hours(arrived):
    return WINTER_FREE_HOURS if arrived.month in WINTER_MONTHS else FREE_HOURS


def hours_moored(arrived, left):
    return (left - arrived).total_seconds() / 3600


def overstay_hours(arrived, left):
    return max(0.0, hours_moored(arrived, left) - free_hours(arrived))


def overstay_charge(arrived, left):
    days_over = int(overstay_hours(arrived, left) // 24)
    return days_over * OVERSTAY_FEE


def must_move_by(arrived):
    return arrived + timedelta(hours=free_hours(arrived))
