"""Garden sprinkler zones and how long each one runs."""

ZONES = {
    1: ("front lawn", 12),
    2: ("flower beds", 6),
    3: ("vegetable patch", 10),
    4: ("back lawn", 15),
}


def zone_name(number):
    return ZONES[number][0]


def zone_minutes(number, rain_mm=0.0):
    """Minutes to water a zone; recent rain shortens the run."""
    minutes = ZONES[number][1]
    if rain_mm >= 5:
        return 0
    return round(minutes * (1 - rain_mm / 10))
