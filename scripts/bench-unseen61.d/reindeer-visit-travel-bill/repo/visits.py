"""Prices for bringing our reindeer out to fairs, schools and shops."""

HOURLY_PER_REINDEER = 95.00
MIN_HOURS = 2
HANDLER_FEE = 60.00
REINDEER_PER_HANDLER = 2
SANTA_FEE = 120.00
DECEMBER_UPLIFT = 0.15
FREE_MILES = 20
PER_MILE = 1.50


def handlers_needed(reindeer):
    return -(-reindeer // REINDEER_PER_HANDLER)


def reindeer_cost(reindeer, hours, month):
    cost = reindeer * max(hours, MIN_HOURS) * HOURLY_PER_REINDEER
    if month == 12:
        cost *= 1 + DECEMBER_UPLIFT
    return round(cost, 2)


def travel_cost(miles):
    if miles <= FREE_MILES:
        return 0.0
    return round(miles * PER_MILE * 2, 2)


def visit_price(reindeer, hours, miles, month, santa=False):
    total = reindeer_cost(reindeer, hours, month)
    total += handlers_needed(reindeer) * HANDLER_FEE
    total += travel_cost(miles)
    if santa:
        total += SANTA_FEE
    return round(total, 2)
