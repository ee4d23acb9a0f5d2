"""Quotes for Bramble Cottage bookings."""

from datetime import date, timedelta

from rates import nightly_rate

MIN_NIGHTS = 3           # shorter stays are charged as three nights
WEEK_DISCOUNT = 0.10     # 10% off the nightly charges for 7 nights or more
CLEANING_FEE = 60.0
DOG_FEE = 25.0           # per dog, per stay
MAX_DOGS = 2


def nights_charge(arrival, nights):
    """Add up the nightly rates for the stay."""
    charged = max(nights, MIN_NIGHTS)
    return sum(nightly_rate(arrival + timedelta(days=i)) for i in range(charged))


def quote(arrival, nights, dogs=0):
    """Full price for a stay. Cleaning and dogs are added after any discount."""
    if dogs > MAX_DOGS:
        raise ValueError(f"we only take up to {MAX_DOGS} dogs")
    total = nights_charge(arrival, nights)
    if nights >= 7:
        total *= 1 - WEEK_DISCOUNT
    total += CLEANING_FEE + dogs * DOG_FEE
    return round(total, 2)


if __name__ == "__main__":
    print(quote(date(2025, 3, 14), 2))
    print(quote(date(2025, 10, 20), 7, dogs=1))
