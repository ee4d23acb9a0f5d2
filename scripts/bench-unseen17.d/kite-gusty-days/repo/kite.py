"""Decide which forecast hours are good for flying kites at the beach."""

MIN_WIND_KMH = 12
MAX_WIND_KMH = 35
MAX_GUST_SPREAD_KMH = 15


def wind_ok(wind):
    """True when the steady wind is inside the flyable range."""
    return MIN_WIND_KMH <= wind <= MAX_WIND_KMH


def too_gusty(wind, gust):
    """Gusts far above the steady wind make the kite hard to handle."""
    return gust - wind < MAX_GUST_SPREAD_KMH


def verdict(hour):
    """One short word or phrase describing a forecast hour."""
    wind = hour["wind"]
    if not wind_ok(wind):
        return "too calm" if wind < MIN_WIND_KMH else "too windy"
    if too_gusty(wind, hour["gust"]):
        return "too gusty"
    if hour["rain_mm"] > 0:
        return "rain"
    return "go fly"


def flyable(hour):
    return verdict(hour) == "go fly"


def best_hours(hours):
    """The times of all flyable hours, in forecast order."""
    return [h["time"] for h in hours if flyable(h)]
