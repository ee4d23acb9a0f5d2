"""Quotes for hiring out our vintage carousel for fetes and parties."""

BASE_FEE = 250.00           # covers setting up and the first 3 hours
BASE_HOURS = 3
EXTRA_HOUR = 45.00
WEEKEND_SURCHARGE = 0.15    # on the hire part only, not on travel
FREE_MILES = 20             # each way
PER_MILE = 1.60             # charged for the trip there and back
CHARITY_DISCOUNT = 0.10     # registered charities, on the whole quote
DEPOSIT_RATE = 0.25

WEEKEND = ("saturday", "sunday")


def hire_charge(hours, day):
    if hours < 1:
        raise ValueError("minimum hire is one hour")
    charge = BASE_FEE + max(0, hours - BASE_HOURS) * EXTRA_HOUR
    if day.lower() in WEEKEND:
        charge *= 1 + WEEKEND_SURCHARGE
    return round(charge, 2)


def travel_charge(miles):
    extra = max(0, miles - FREE_MILES)
    return round(extra * PER_MILE * 2, 2)


def quote(hours, day, miles, charity=False):
    total = hire_charge(hours, day) + travel_charge(miles)
    if charity:
        total *= 1 - CHARITY_DISCOUNT
    return round(total, 2)


def deposit(total):
    return round(total * DEPOSIT_RATE, 2)
