"""Rotor maths for the community wind turbine."""

import math

BLADE_LENGTH_M = 20.0
TIP_SPEED_RATIO = 7.0


def blade_rpm(wind_ms, blade_length=BLADE_LENGTH_M):
    """Rotor speed in revolutions per minute for a given wind speed."""
    if wind_ms < 0:
        raise ValueError("wind speed cannot be negative")
    tip_speed = wind_ms * TIP_SPEED_RATIO
    return tip_speed / (2 * math.pi * blade_length) * 60


def swept_area(blade_length=BLADE_LENGTH_M):
    return math.pi * blade_length ** 2
