"""Go / no-go weather check for paddleboard lessons on the bay."""

MAX_WIND_MPH = 15
MAX_GUST_MPH = 22
OFFSHORE_MAX_WIND_MPH = 10  # offshore wind blows beginners out to sea
MIN_WATER_C = 10


def wind_ok(wind_mph, gust_mph, offshore=False):
    limit = OFFSHORE_MAX_WIND_MPH if offshore else MAX_WIND_MPH
    if wind_mph > limit:
        return False
    if gust_mph > MAX_WIND_MPH:
        return False
    return True


def lesson_on(forecast):
    if forecast["water_c"] < MIN_WATER_C and not forecast.get("wetsuits", True):
        return False
    return wind_ok(forecast["wind_mph"], forecast["gust_mph"], forecast.get("offshore", False))
