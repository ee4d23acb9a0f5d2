"""Hire pricing and safety rules for our scaffold tower hire yard."""

import math

WEEKLY_RATE = 85.0        # per tower, per week or part week
DELIVERY_FEE = 40.0
LONG_HIRE_WEEKS = 4       # 4 weeks or more gets the long hire discount
LONG_HIRE_DISCOUNT = 0.15
INSPECTION_INTERVAL = 7   # towers must be inspected every 7 days on site
INSPECTION_FEE = 30.0


def hire_weeks(days):
    return max(1, math.ceil(days / 7))


def needs_inspection(days):
    """A tower that stays up for a full inspection interval or longer must be inspected."""
    return days > INSPECTION_INTERVAL


def inspections_due(days):
    if not needs_inspection(days):
        return 0
    return days // INSPECTION_INTERVAL


def hire_cost(towers, days, delivery=True):
    weeks = hire_weeks(days)
    cost = towers * weeks * WEEKLY_RATE
    if weeks >= LONG_HIRE_WEEKS:
        cost *= 1 - LONG_HIRE_DISCOUNT
    cost += inspections_due(days) * towers * INSPECTION_FEE
    if delivery:
        cost += DELIVERY_FEE
    return round(cost, 2)
