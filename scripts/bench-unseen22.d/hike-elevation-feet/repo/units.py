"""Unit conversions for the trail app."""

METRES_PER_FOOT = 0.3048
KM_PER_MILE = 1.609344


def km_to_miles(km):
    return km / KM_PER_MILE


def miles_to_km(miles):
    return miles * KM_PER_MILE


def feet_to_metres(feet):
    return feet * METRES_PER_FOOT


def metres_to_feet(metres):
    return metres * METRES_PER_FOOT
