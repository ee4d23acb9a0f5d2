"""Deckchair and windbreak hire on the promenade."""

import math

CHAIR_PER_HOUR = 2.50
CHAIR_ALL_DAY = 8.00
SUNLOUNGER_ALL_DAY = 12.00
WINDBREAK_ALL_DAY = 5.00
MAX_CHAIRS_PER_BOOKING = 8
FREE_WINDBREAK_FROM_CHAIRS = 4      # a windbreak is thrown in with 4+ chairs
STOP_HIRING_GUST_MPH = 34           # chairs blow down the beach above this
RED_FLAG_GUST_MPH = 40              # lifeguards close the beach


def chair_price(hours):
    """One deckchair for a number of hours, capped at the all-day price."""
    return min(math.ceil(hours) * CHAIR_PER_HOUR, CHAIR_ALL_DAY)


def can_hire(gust_mph):
    """False once the gusts are too strong to put chairs out."""
    return gust_mph <= STOP_HIRING_GUST_MPH


def booking_price(chairs, hours, windbreaks=0, loungers=0):
    """Total for one group's booking."""
    if chairs + loungers > MAX_CHAIRS_PER_BOOKING:
        raise ValueError("Eight seats per booking, please.")
    if chairs >= FREE_WINDBREAK_FROM_CHAIRS and windbreaks:
        windbreaks -= 1
    return chairs * chair_price(hours) + loungers * SUNLOUNGER_ALL_DAY + windbreaks * WINDBREAK_ALL_DAY
