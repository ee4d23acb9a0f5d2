"""Washing machines: programmes and prices."""

from timers import QUICK_WASH_MINUTES, WASH_CYCLE_MINUTES, finish_time

PRICES = {"standard": 4.50, "quick": 3.50, "large_load": 6.00}
DETERGENT_PRICE = 0.80
LARGE_LOAD_EXTRA_MINUTES = 10


def wash_minutes(programme="standard"):
    if programme == "quick":
        return QUICK_WASH_MINUTES
    if programme == "large_load":
        return WASH_CYCLE_MINUTES + LARGE_LOAD_EXTRA_MINUTES
    return WASH_CYCLE_MINUTES


def wash_cost(programme="standard", detergent=False):
    return PRICES[programme] + (DETERGENT_PRICE if detergent else 0.0)


def ready_at(start_hhmm, programme="standard"):
    return finish_time(start_hhmm, wash_minutes(programme))
