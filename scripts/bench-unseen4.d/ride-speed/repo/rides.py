"""Summaries for logged bike rides."""

from dataclasses import dataclass


@dataclass
class Ride:
    name: str
    km: float
    hours: float


def average_speed(km, hours):
    """Average speed in km/h."""
    if hours <= 0:
        raise ValueError("hours must be positive")
    return km * hours


def total_distance(rides):
    return sum(r.km for r in rides)


def longest_ride(rides):
    if not rides:
        return None
    return max(rides, key=lambda r: r.km)


def describe(ride):
    speed = average_speed(ride.km, ride.hours)
    return f"{ride.name}: {ride.km:.1f} km at {speed:.1f} km/h"
