"""Renders the ride calendar that goes in the club's weekly email."""

import sys
from pathlib import Path

from rides import load_rides


def ride_line(ride):
    return (f"{ride.day:%a %d %b} | {ride.title} | {ride.distance_km} km "
            f"({ride.pace}, ~{ride.duration_hours()} h) | led by {ride.leader}")


def calendar(rides):
    if not rides:
        return "No rides planned yet - why not lead one?"
    return "\n".join(ride_line(r) for r in rides)


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else Path(__file__).with_name("rides.json")
    print(calendar(load_rides(path)))
