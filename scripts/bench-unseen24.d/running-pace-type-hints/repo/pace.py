"""Pace and finish-time helpers for the Riverside Runners club."""

PARKRUN_KM = 5.0
HALF_MARATHON_KM = 21.0975


def pace_per_km(distance_km, minutes, seconds=0):
    if distance_km <= 0:
        raise ValueError("distance must be positive")
    per_km = round((minutes * 60 + seconds) / distance_km)
    return f"{per_km // 60}:{per_km % 60:02d}"


def finish_time(distance_km, pace_seconds_per_km):
    """Predicted finish as h:mm:ss for a steady pace."""
    total = round(distance_km * pace_seconds_per_km)
    hours, rest = divmod(total, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
