"""Weather and sea checks done the evening before each walk."""

MAX_WIND_MPH = 30           # gusts above this bring rocks off the cliff
MAX_SWELL_M = 1.5
HEAVY_RAIN_MM = 10          # rain in the last 24 hours - the cliffs slump after this
MIN_LOW_TIDE_M = 1.2        # height of low water; above this the ledges stay covered


def _cliff_risk(rain_last_24h_mm, wind_gust_mph):
    """Mudslides after heavy rain, or falling stones in a strong wind."""
    return rain_last_24h_mm >= HEAVY_RAIN_MM or wind_gust_mph > MAX_WIND_MPH


def _sea_risk(low_tide_height_m, swell_m):
    return low_tide_height_m > MIN_LOW_TIDE_M or swell_m > MAX_SWELL_M


def safe_to_go(forecast):
    """Go / no-go for a walk.

    forecast is a dict with rain_mm, gust_mph, low_tide_m and swell_m. If
    this says no, the walk is called off and everyone gets texted.
    """
    if _cliff_risk(forecast["rain_mm"], forecast["gust_mph"]):
        return False
    if _sea_risk(forecast["low_tide_m"], forecast["swell_m"]):
        return False
    return True
