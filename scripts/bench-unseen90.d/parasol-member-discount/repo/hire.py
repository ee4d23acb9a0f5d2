"""Parasol, sunbed and windbreak hire at the Sandy Bay beach kiosk."""

DAY_PRICES = {
    "parasol": 8.00,
    "sunbed": 6.50,
    "windbreak": 4.00,
}
MEMBER_DISCOUNT = 0.20      # beach club members
FREE_DAY_EVERY = 7          # every 7th day of a hire is free
LOST_ITEM_CHARGE = 45.00


def day_rate(items):
    total = 0.0
    for item in items:
        if item not in DAY_PRICES:
            raise ValueError("we don't hire out %r" % item)
        total += DAY_PRICES[item]
    return total


def charged_days(days):
    if days < 1:
        raise ValueError("hire is for at least one day")
    return days - days // FREE_DAY_EVERY


def hire_cost(items, days, member=False):
    """Price for hiring the listed items for a number of days."""
    cost = day_rate(items) * charged_days(days)
    if member:
        cost = cost - MEMBER_DISCOUNT
    return round(max(cost, 0.0), 2)


def lost_items_charge(count):
    if count < 0:
        raise ValueError("count cannot be negative")
    return round(count * LOST_ITEM_CHARGE, 2)
