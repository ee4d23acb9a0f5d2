"""Rental prices for the Basecamp outdoor gear hire counter."""

DAILY_RATES = {
    "tent": 12.00,
    "sleeping_bag": 5.00,
    "stove": 4.00,
    "lantern": 2.50,
    "backpack": 6.00,
}
DEPOSIT_PER_ITEM = 20.00
WEEK_DISCOUNT = 0.10  # hires of 7 days or more


def rental_cost(items, days):
    """Hire charge for {item: quantity} over a number of days."""
    if days < 1:
        raise ValueError("hire is at least one day")
    unknown = set(items) - set(DAILY_RATES)
    if unknown:
        raise KeyError(f"we don't rent: {', '.join(sorted(unknown))}")
    cost = sum(DAILY_RATES[name] * qty for name, qty in items.items()) * days
    if days >= 7:
        cost *= 1 - WEEK_DISCOUNT
    return round(cost, 2)


def deposit(items):
    return round(sum(items.values()) * DEPOSIT_PER_ITEM, 2)
