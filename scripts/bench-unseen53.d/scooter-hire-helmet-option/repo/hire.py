"""Hire prices for Seafront Scooters (electric kick scooters).

A week's hire is priced as a block; any days over a whole week are
charged at the day rate.  The deposit is taken separately on the card
machine, so it isn't part of the hire price.
"""

DAY_RATE = {"standard": 18.00, "long-range": 26.00}
WEEK_RATE = {"standard": 90.00, "long-range": 130.00}   # seven days for the price of five
DEPOSIT = {"standard": 50.00, "long-range": 100.00}
LOCK_PER_DAY = 1.50                                      # D-lock for leaving it in town


def hire_price(model, days, lock=False):
    """Hire cost in pounds for a number of days (deposit not included)."""
    if days < 1:
        raise ValueError("minimum hire is one day")
    weeks, extra_days = divmod(days, 7)
    total = weeks * WEEK_RATE[model] + extra_days * DAY_RATE[model]
    if lock:
        total += LOCK_PER_DAY * days
    return round(total, 2)


def take_at_counter(model, days, lock=False):
    """Everything we take on the day: hire plus the refundable deposit."""
    return round(hire_price(model, days, lock=lock) + DEPOSIT[model], 2)


if __name__ == "__main__":
    print(hire_price("standard", 3))
    print(hire_price("long-range", 8, lock=True))
    print(take_at_counter("standard", 1))
