"""Prices for hiring the park bandstand."""

HOURLY_RATE = 55.00
EVENING_SURCHARGE = 15.00   # extra per hour for evening bookings
MINIMUM_HOURS = 2


def billable_hours(hours):
    return max(hours, MINIMUM_HOURS)


def booking_total(hours, evening=False):
    rate = HOURLY_RATE
    if evening:
        rate += EVENING_SURCHARGE
    return round(billable_hours(hours) * rate, 2)
