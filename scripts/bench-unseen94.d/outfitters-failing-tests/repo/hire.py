"""Gear hire prices for Ridge Outfitters."""

DAILY_RATES = {
    "tent": 12.00,
    "stove": 4.00,
    "sleeping_bag": 6.00,
    "backpack": 5.00,
}
DAYS_IN_WEEK = 7
WEEK_CHARGED_DAYS = 5      # hire for a full week, pay for five days
DEPOSIT_RATE = 0.30        # deposit is 30% of the hire price ...
MIN_DEPOSIT = 20.00        # ... but never less than this


def item_price(item, days):
    """Price for hiring one item for a number of days."""
    if days < 1:
        raise ValueError("hire must be at least one day")
    weeks, extra_days = divmod(days, WEEK_CHARGED_DAYS)
    chargeable_days = weeks * WEEK_CHARGED_DAYS + extra_days
    return DAILY_RATES[item] * chargeable_days


def hire_total(items, days):
    """items maps item name -> quantity."""
    total = sum(item_price(item, days) * qty for item, qty in items.items())
    return round(total, 2)


def deposit(total):
    return round(min(total * DEPOSIT_RATE, MIN_DEPOSIT), 2)
