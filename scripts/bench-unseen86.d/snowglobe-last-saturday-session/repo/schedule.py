"""Session times for the snow globe making workshop."""

from settings import OPENING_HOURS, SESSION_MINUTES, BREAK_MINUTES, SEATS_PER_SESSION


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def to_hhmm(total):
    return "%02d:%02d" % (total // 60, total % 60)


def session_starts(day):
    """All session start times for a day; each session must finish by closing."""
    day = day.lower()
    if day not in OPENING_HOURS:
        return []
    opens, closes = OPENING_HOURS[day]
    start, end = to_minutes(opens), to_minutes(closes)
    times = []
    while start + SESSION_MINUTES <= end:
        times.append(to_hhmm(start))
        start += SESSION_MINUTES + BREAK_MINUTES
    return times


def seats_per_day(day):
    return len(session_starts(day)) * SEATS_PER_SESSION
