"""Walking-time estimates for the hiking club's day routes."""

MINUTES_PER_100M_ASCENT = 10     # Naismith-style allowance for climbing
REST_MINUTES_PER_HOUR = 10
DIFFICULTY = ("easy", "moderate", "hard")


def estimate_hours(distance_km, ascent_m, pace_kmh=4.0, rest_stops=True):
    if pace_kmh <= 0:
        raise ValueError("pace must be positive")
    walking = distance_km / pace_kmh
    climbing = ascent_m / 100 * MINUTES_PER_100M_ASCENT / 60
    hours = walking + climbing
    if rest_stops:
        hours += hours * REST_MINUTES_PER_HOUR / 60
    return round(hours, 2)


def difficulty(distance_km, ascent_m):
    if distance_km > 20 or ascent_m > 1000:
        return "hard"
    if distance_km > 10 or ascent_m > 400:
        return "moderate"
    return "easy"


def start_time(finish_by_hour, hours):
    """Latest whole hour to set off and still finish by `finish_by_hour`."""
    return int(finish_by_hour - hours)
