"""Scoring for the typing practice app."""

CHARS_PER_WORD = 5


def words_per_minute(chars_typed, seconds):
    """Gross typing speed: every 5 characters count as one word."""
    if seconds <= 0:
        raise ValueError("seconds must be positive")
    minutes = seconds * 60
    return round(chars_typed / CHARS_PER_WORD / minutes, 1)


def accuracy(typed, target):
    """Percentage of target characters typed correctly, position by position."""
    if not target:
        return 100.0
    correct = sum(1 for a, b in zip(typed, target) if a == b)
    return round(correct / len(target) * 100, 1)


def net_wpm(chars_typed, errors, seconds):
    """Speed after taking off one word per minute for every uncorrected error."""
    gross = words_per_minute(chars_typed, seconds)
    penalty = errors / (seconds / 60)
    return max(0.0, round(gross - penalty, 1))
