"""Sunrise lamp: fades the light in before the alarm goes off."""

FADE_MINUTES = 30


def to_minutes(hhmm):
    hours, minutes = hhmm.split(":")
    return int(hours) * 60 + int(minutes)


def to_hhmm(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def fade_start(alarm, fade=FADE_MINUTES):
    """Clock time at which the lamp starts to fade in."""
    return to_hhmm(to_minutes(alarm) - fade)
