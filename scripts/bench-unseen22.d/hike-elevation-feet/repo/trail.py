"""Summaries of recorded hikes."""

from units import km_to_miles, metres_to_feet

# Naismith's rule: 1 hour per 5 km, plus 1 hour per 600 m of climb
KM_PER_HOUR = 5.0
CLIMB_METRES_PER_HOUR = 600.0


def elevation_gain(altitudes):
    """Total metres climbed; descents don't count."""
    return sum(max(b - a, 0) for a, b in zip(altitudes, altitudes[1:]))


def naismith_hours(distance_km, climb_m):
    return distance_km / KM_PER_HOUR + climb_m / CLIMB_METRES_PER_HOUR


def summary(name, distance_km, altitudes, imperial=False):
    climb = elevation_gain(altitudes)
    hours = naismith_hours(distance_km, climb)
    if imperial:
        dist = f"{km_to_miles(distance_km):.1f} mi"
        up = f"{metres_to_feet(climb):.0f} ft"
    else:
        dist = f"{distance_km:.1f} km"
        up = f"{climb:.0f} m"
    return f"{name}: {dist}, {up} climb, about {hours:.1f} h"


if __name__ == "__main__":
    alts = [220, 410, 380, 720]
    print(summary("Ridge loop", 12.0, alts))
    print(summary("Ridge loop", 12.0, alts, imperial=True))
