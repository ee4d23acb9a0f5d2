"""Gear maths for the bike shop's fitting tool."""
import math

WHEEL_MM = {"700c": 668, "650b": 650, "26in": 660}


def gear_ratio(chainring, cog):
    """Chainring teeth divided by cog teeth."""
    return chainring / cog


def development_m(chainring, cog, wheel="700c"):
    if wheel not in WHEEL_MM:
        raise ValueError(f"unknown wheel size {wheel!r}")
    return round(gear_ratio(chainring, cog) * math.pi * WHEEL_MM[wheel] / 1000, 2)


def speed_kmh(chainring, cog, cadence_rpm, wheel="700c"):
    """Road speed in km/h when pedalling at the given cadence."""
    return round(development_m(chainring, cog, wheel) * cadence_rpm * 60 / 1000, 1)
