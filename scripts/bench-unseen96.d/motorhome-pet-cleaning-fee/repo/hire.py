"""Motorhome hire pricing."""

DAILY_RATE = {"compact": 95.00, "family": 130.00, "luxury": 185.00}
HIGH_SEASON_MONTHS = (6, 7, 8)
HIGH_SEASON_UPLIFT = 0.20
MINIMUM_DAYS = 3
INSURANCE_PER_DAY = 14.00
FREE_MILES_PER_DAY = 150
EXTRA_MILE_RATE = 0.25


def hire_cost(model, days, month):
    if model not in DAILY_RATE:
        raise ValueError("unknown model: %s" % model)
    if days < MINIMUM_DAYS:
        raise ValueError("minimum hire is %d days" % MINIMUM_DAYS)
    cost = DAILY_RATE[model] * days
    if month in HIGH_SEASON_MONTHS:
        cost += cost * HIGH_SEASON_UPLIFT
    return round(cost, 2)


def insurance_cost(days, insured=False):
    return INSURANCE_PER_DAY * days if insured else 0.0


def mileage_cost(days, miles):
    extra = max(0, miles - FREE_MILES_PER_DAY * days)
    return round(extra * EXTRA_MILE_RATE, 2)


def hire_total(model, days, month, miles=0, insured=False):
    total = hire_cost(model, days, month)
    total += insurance_cost(days, insured)
    total += mileage_cost(days, miles)
    return round(total, 2)
