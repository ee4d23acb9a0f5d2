"""Velocities and results for the pigeon racing club."""

import math

YARDS_PER_MILE = 1760
EARTH_RADIUS_MILES = 3958.8


def distance_miles(loft, liberation):
    lat1, lon1 = map(math.radians, loft)
    lat2, lon2 = map(math.radians, liberation)
    a = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * EARTH_RADIUS_MILES * math.asin(math.sqrt(a))


def flying_minutes(liberated, clocked):
    return (clocked - liberated).total_seconds() / 60


def velocity_ypm(miles, minutes):
    if minutes <= 0:
        raise ValueError("bird clocked before liberation")
    return round(miles * YARDS_PER_MILE / minutes, 2)


def result_table(entries, liberated):
    rows = []
    for member, miles, clocked in entries:
        rows.append((member, velocity_ypm(miles, flying_minutes(liberated, clocked))))
    return sorted(rows, key=lambda row: row[1], reverse=True)


def prize_money(pool, places=3):
    shares = [0.5, 0.3, 0.2][:places]
    return [round(pool * share / sum(shares), 2) for share in shares]
