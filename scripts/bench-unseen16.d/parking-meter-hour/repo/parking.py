"""Fees for the Station Road car park."""

HOURLY_RATE = 2.50
DAILY_CAP = 15.00
FREE_MINUTES = 10


def hours_charged(minutes):
    """Whole hours billed for a stay; every started hour is billed in full."""
    if minutes < 0:
        raise ValueError("minutes cannot be negative")
    if minutes <= FREE_MINUTES:
        return 0
    return minutes // 60 + 1


def fee(minutes):
    """Price of a stay in pounds, never more than the daily cap."""
    return min(hours_charged(minutes) * HOURLY_RATE, DAILY_CAP)


def parse_duration(text):
    """Turn '1h45' or '50' (minutes) into minutes."""
    text = text.strip().lower()
    if "h" in text:
        hours, _, mins = text.partition("h")
        return int(hours) * 60 + int(mins or 0)
    return int(text)
