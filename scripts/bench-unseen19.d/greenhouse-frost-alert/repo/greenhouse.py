"""Overnight checks for the greenhouse controller."""

FROST_AT_C = 2.0          # warn when the overnight low is at or below this
VENT_OPEN_ABOVE_C = 26.0  # open the roof vent on days hotter than this
HEATER_WATTS = 750


def needs_frost_alert(low_c):
    """True when the forecast low is cold enough to risk frost on the seedlings."""
    return low_c > FROST_AT_C


def should_open_vent(high_c):
    """True when the daytime high is warm enough to need the roof vent open."""
    return high_c > VENT_OPEN_ABOVE_C


def heater_kwh(hours):
    """Energy the heater uses when it runs for this many hours."""
    if hours < 0:
        raise ValueError("hours cannot be negative")
    return round(HEATER_WATTS * hours / 1000, 2)
