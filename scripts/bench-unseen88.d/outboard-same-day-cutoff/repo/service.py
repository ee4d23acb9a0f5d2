"""Booking engines in for a service."""
from datetime import time

from workshop import (OPENS, CLOSES, SAME_DAY_LAST_DROPOFF, MAX_ENGINES_PER_DAY,
                      MAX_SAME_DAY_HP)

BASIC_SERVICE = {"2-stroke": 85.00, "4-stroke": 120.00}
PER_HP = 1.50


def service_price(stroke, hp):
    return round(BASIC_SERVICE[stroke] + PER_HP * hp, 2)


def can_book(engines_already_booked):
    return engines_already_booked < MAX_ENGINES_PER_DAY


def same_day_possible(dropoff, hp):
    """dropoff is a datetime.time; returns True if it can be ready the same afternoon."""
    if hp > MAX_SAME_DAY_HP:
        return False
    return OPENS <= dropoff <= SAME_DAY_LAST_DROPOFF


def ready_message(dropoff, hp):
    if same_day_possible(dropoff, hp):
        return "Ready for collection today from 4pm"
    return "Ready for collection the next working day"
