"""Price a dinghy hire for the front desk."""

from rates import (
    BOAT_CAPACITY,
    DAY_CAP_HOURS,
    HOURLY_RATES,
    LIFEJACKET_FEE,
    MIN_HOURS,
    WEEKEND_SURCHARGE,
)

WEEKEND_DAYS = ("saturday", "sunday")


def charged_hours(hours):
    if hours < MIN_HOURS:
        return MIN_HOURS
    return min(hours, DAY_CAP_HOURS)


def hire_price(boat, hours, people, day):
    """Total price for hiring one boat."""
    if boat not in HOURLY_RATES:
        raise ValueError(f"unknown boat: {boat}")
    if people < 1:
        raise ValueError("at least one person must be aboard")
    if people > BOAT_CAPACITY[boat]:
        raise ValueError(f"a {boat} takes at most {BOAT_CAPACITY[boat]} people")
    boat_cost = HOURLY_RATES[boat] * charged_hours(hours)
    lifejackets = LIFEJACKET_FEE
    total = boat_cost + lifejackets
    if day.lower() in WEEKEND_DAYS:
        total = total * (1 + WEEKEND_SURCHARGE)
    return round(total, 2)


def format_price(amount):
    return f"£{amount:.2f}"
