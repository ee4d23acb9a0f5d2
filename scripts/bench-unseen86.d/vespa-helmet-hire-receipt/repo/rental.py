"""Vespa scooter rental pricing."""

DAILY_RATE = 35.00
WEEKLY_RATE = 200.00
INSURANCE_PER_DAY = 8.00


def hire_cost(days):
    """Scooter hire: full weeks at the weekly rate, the rest by the day (capped)."""
    if days <= 0:
        raise ValueError("days must be positive")
    weeks, rest = divmod(days, 7)
    return weeks * WEEKLY_RATE + min(rest * DAILY_RATE, WEEKLY_RATE)


def rental_total(days, insurance=False):
    total = hire_cost(days)
    if insurance:
        total += INSURANCE_PER_DAY * days
    return round(total, 2)
