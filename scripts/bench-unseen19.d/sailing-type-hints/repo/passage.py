"""Passage planning for a small sailing yacht."""
import math

MOTOR_KNOTS = 5.5
MIN_SPEED_KNOTS = 0.5   # below this we would never arrive


def eta_hours(distance_nm, speed_knots, current_knots=0.0):
    if distance_nm < 0:
        raise ValueError("distance cannot be negative")
    over_ground = speed_knots + current_knots
    if over_ground < MIN_SPEED_KNOTS:
        raise ValueError("too slow to make progress against the current")
    return round(distance_nm / over_ground, 2)


def should_motor(wind_knots):
    """Too little wind to sail: start the engine."""
    return wind_knots < 6


def fuel_litres(hours, litres_per_hour=2.2):
    return math.ceil(hours * litres_per_hour)
