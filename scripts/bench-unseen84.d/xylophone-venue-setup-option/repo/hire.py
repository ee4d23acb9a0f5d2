"""Hire charges for Woodnote Percussion Hire."""

DAY_RATE = {"glockenspiel": 8.00, "xylophone": 15.00, "marimba": 40.00}
DEPOSIT = {"glockenspiel": 30.00, "xylophone": 75.00, "marimba": 250.00}
WEEK_DAYS = 7              # hires of a week or longer ...
WEEK_DISCOUNT = 0.20       # ... get 20% off the day rate
DELIVERY = 25.00           # delivery and collection, per booking


def hire_cost(instrument, days):
    """Charge for the instrument itself."""
    if instrument not in DAY_RATE:
        raise ValueError("we don't hire out %s" % instrument)
    if days < 1:
        raise ValueError("hire is for at least one day")
    cost = DAY_RATE[instrument] * days
    if days >= WEEK_DAYS:
        cost = cost * (1 - WEEK_DISCOUNT)
    return round(cost, 2)


def hire_total(instrument, days, delivery=False):
    """Amount to pay; the deposit is taken separately."""
    total = hire_cost(instrument, days)
    if delivery:
        total += DELIVERY
    return round(total, 2)
