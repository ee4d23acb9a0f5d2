"""Piano practice log: which days count, and the longest streak."""
from datetime import date, timedelta

MIN_MINUTES = 15   # a day only counts if you practised at least this long


def parse_log(lines):
    """Turn lines like '2024-03-04 25' into {date: total minutes}."""
    totals = {}
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        day, minutes = line.split()
        d = date.fromisoformat(day)
        totals[d] = totals.get(d, 0) + int(minutes)
    return totals


def practice_days(totals):
    """The days with enough practice to count towards a streak."""
    return sorted(d for d, minutes in totals.items() if minutes >= MIN_MINUTES)


def longest_streak(days):
    """Length of the longest run of consecutive calendar days."""
    days = sorted(set(days))
    if not days:
        return 0
    best = run = 1
    for i in range(1, len(days) - 1):
        if days[i] - days[i - 1] == timedelta(days=1):
            run += 1
            best = max(best, run)
        else:
            run = 1
    return best
