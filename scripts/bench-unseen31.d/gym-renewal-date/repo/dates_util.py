"""Small date helpers shared by the gym's admin scripts."""

import calendar
from datetime import date


def add_months(d, months):
    """Same day-of-month `months` later, clipped to the end of shorter months."""
    total = d.year * 12 + d.month + months
    year, month_index = divmod(total, 12)
    month = month_index + 1
    last_day = calendar.monthrange(year, month)[1]
    return date(year, month, min(d.day, last_day))


def add_years(d, years):
    try:
        return d.replace(year=d.year + years)
    except ValueError:  # 29 February
        return d.replace(year=d.year + years, day=28)


def nice(d):
    return d.strftime("%-d %B %Y")
