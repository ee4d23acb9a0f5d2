"""Fares for the wedding and airport chauffeur service."""

import math

BASE_FARE = 40.0
PER_MILE = 2.4  # charged per started mile
AIRPORT_SURCHARGE = 15.0
FREE_WAIT_MINUTES = 15  # the first quarter of an hour waiting is free
WAIT_PER_MINUTE = 0.5
NIGHT_START, NIGHT_END = 23, 6  # night rate from 11pm until 6am
NIGHT_MULTIPLIER = 1.5


def is_night(hour):
    return NIGHT_START <= hour and hour < NIGHT_END


def waiting_charge(minutes):
    return max(0, minutes) * WAIT_PER_MINUTE


def distance_charge(miles):
    return math.ceil(miles) * PER_MILE


def fare(miles, hour, wait_minutes=0, airport=False):
    total = BASE_FARE + distance_charge(miles) + waiting_charge(wait_minutes)
    if airport:
        total += AIRPORT_SURCHARGE
    if is_night(hour):
        total *= NIGHT_MULTIPLIER
    return round(total, 2)
