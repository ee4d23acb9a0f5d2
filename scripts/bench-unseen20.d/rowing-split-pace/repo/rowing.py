"""Erg session maths: times, splits and pace."""

SPLIT_DISTANCE = 500


def parse_time(text):
    """'7:45.3' -> 465.3 seconds."""
    minutes, seconds = text.split(":")
    return int(minutes) * 60 + float(seconds)


def split_seconds(distance_m, total_seconds):
    """Average time per 500 m, in seconds."""
    if distance_m <= 0:
        raise ValueError("distance must be positive")
    return total_seconds / (distance_m * SPLIT_DISTANCE)


def format_time(seconds):
    """116.2 -> '1:56.2'."""
    minutes = int(seconds // 60)
    return f"{minutes}:{seconds - minutes * 60:04.1f}"
