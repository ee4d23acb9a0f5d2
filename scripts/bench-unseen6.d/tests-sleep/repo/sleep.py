"""Sleep diary: how long each night was and the weekly average."""

MINUTES_PER_DAY = 24 * 60


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def hours_slept(bedtime, wake_time):
    """Hours between bedtime and wake time, e.g. '23:30' -> '07:00' is 7.5."""
    minutes = to_minutes(wake_time) - to_minutes(bedtime)
    return round(minutes / 60, 2)


def average(nights):
    """nights: list of (bedtime, wake_time) pairs."""
    if not nights:
        return 0.0
    return round(sum(hours_slept(b, w) for b, w in nights) / len(nights), 2)


def short_nights(nights, minimum=7):
    return [i for i, (b, w) in enumerate(nights) if hours_slept(b, w) < minimum]
