"""Hire prices for Edgeley E-Bike Hire."""

HALF_DAY = 28.00        # per bike, up to 4 hours
FULL_DAY = 45.00        # per bike, first day
EXTRA_DAY = 35.00       # per bike, each day after the first
INSURANCE_PER_BIKE = 4.00   # per bike, per day
MAX_BIKES = 10


def hire_cost(bikes, days=1, half_day=False):
    if bikes < 1 or bikes > MAX_BIKES:
        raise ValueError("we can hire out 1 to %d bikes" % MAX_BIKES)
    if half_day:
        if days != 1:
            raise ValueError("half-day hire is for a single day")
        return round(HALF_DAY * bikes, 2)
    if days < 1:
        raise ValueError("days must be at least 1")
    return round((FULL_DAY + EXTRA_DAY * (days - 1)) * bikes, 2)


def insurance_cost(bikes, days=1):
    return round(INSURANCE_PER_BIKE * bikes * days, 2)


def booking_total(bikes, days=1, half_day=False, insurance=False):
    total = hire_cost(bikes, days, half_day)
    if insurance:
        total += insurance_cost(bikes, days)
    return round(total, 2)
