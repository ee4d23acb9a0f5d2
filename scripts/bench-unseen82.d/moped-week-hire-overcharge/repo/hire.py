"""Hire pricing for Coastline Mopeds."""

DAY_RATE = {"50cc": 28.00, "125cc": 39.00}
HELMET_HIRE = 3.50         # per helmet, once per booking
INSURANCE_PER_DAY = 6.00   # optional damage cover
WEEK_DISCOUNT = 0.15       # 15% off the moped hire for 7 days or more
DEPOSIT = 100.00           # taken at pick-up, refunded on return


def hire_cost(model, days):
    """Cost of the moped itself for the given number of days."""
    if model not in DAY_RATE:
        raise ValueError("unknown model: %s" % model)
    if days < 1:
        raise ValueError("a hire must be at least one day")
    cost = DAY_RATE[model] * days
    if days > 7:
        cost = cost * (1 - WEEK_DISCOUNT)
    return round(cost, 2)


def extras_cost(days, helmets=1, insurance=False):
    """Helmets are a flat charge each; insurance is charged per day."""
    if helmets < 0:
        raise ValueError("helmets cannot be negative")
    cost = HELMET_HIRE * helmets
    if insurance:
        cost += INSURANCE_PER_DAY * days
    return round(cost, 2)
