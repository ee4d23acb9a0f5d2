"""Quotes for the airport car park."""

from rates import (CAR_WASH, DAILY_BANDS, EV_CHARGING_PER_DAY, MAX_STAY_DAYS,
                   MEET_AND_GREET, PREBOOK_DISCOUNT)


def parking_cost(days):
    """Each day is charged at the rate of the band it falls in."""
    if days < 1 or days > MAX_STAY_DAYS:
        raise ValueError("stay must be 1 to %d days" % MAX_STAY_DAYS)
    cost = 0.0
    for day in range(1, days + 1):
        for last_day, rate in DAILY_BANDS:
            if last_day is None or day <= last_day:
                cost += rate
                break
    return cost


def quote(days, prebooked=False, meet_and_greet=False, wash=None, ev_charging=False):
    parking = parking_cost(days)
    if prebooked:
        parking = parking * (1 - PREBOOK_DISCOUNT)
    extras = 0.0
    if meet_and_greet:
        extras += MEET_AND_GREET
    if wash:
        extras += CAR_WASH[wash]
    if ev_charging:
        extras += EV_CHARGING_PER_DAY * days
    return round(parking + extras, 2)
