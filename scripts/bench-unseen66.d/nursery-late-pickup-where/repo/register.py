"""Signing children out at the end of the day."""
import math

from fees import LATE_FEE_PER_15_MIN, LATE_FEE_START, LUNCH, SESSION_PRICES, SIBLING_DISCOUNT
from settings import CLOSES, NURSERY_NAME


def minutes(hhmm):
    hours, mins = hhmm.split(":")
    return int(hours) * 60 + int(mins)


def late_fee(pickup):
    """Charge for each started 15 minutes after the late fee starts."""
    over = minutes(pickup) - minutes(LATE_FEE_START)
    if over <= 0:
        return 0.0
    return math.ceil(over / 15) * LATE_FEE_PER_15_MIN


def day_charge(session, lunch=False, sibling=False, pickup=CLOSES):
    price = SESSION_PRICES[session]
    if sibling:
        price *= 1 - SIBLING_DISCOUNT
    if lunch:
        price += LUNCH
    return round(price + late_fee(pickup), 2)


if __name__ == "__main__":
    print(NURSERY_NAME)
    print(day_charge("full_day", lunch=True, pickup="18:20"))
