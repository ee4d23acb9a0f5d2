"""What our four-piece ceilidh band charges."""

import math

BASE_FEE = 650.0             # covers up to 3 hours of playing
INCLUDED_HOURS = 3
EXTRA_HOUR = 120.0           # each extra hour or part of an hour
CALLER_FEE = 150.0
FREE_MILES = 30
MILE_RATE = 0.55             # per mile, per car, there and back
CARS = 2
SATURDAY_UPLIFT = 0.15       # Saturdays in wedding season only
WEDDING_SEASON = range(5, 10)  # May to September


def playing_fee(hours):
    extra = max(0, math.ceil(hours - INCLUDED_HOURS))
    return BASE_FEE + extra * EXTRA_HOUR


def travel_cost(miles):
    chargeable = max(0, miles - FREE_MILES)
    return round(chargeable * 2 * MILE_RATE * CARS, 2)


def gig_fee(hours, miles, caller=True, saturday=False, month=6):
    fee = playing_fee(hours)
    if caller:
        fee += CALLER_FEE
    if saturday and month in WEDDING_SEASON:
        fee *= 1 + SATURDAY_UPLIFT
    fee += travel_cost(miles)
    return round(fee, 2)


def deposit(fee):
    return round(max(100.0, fee * 0.3), 2)
