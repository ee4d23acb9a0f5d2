"""Works out what the customer pays when they pick up their machine."""

import math

from rates import COLLECTION, DATA_RECOVERY, DIAGNOSTIC_FEE, HALF_HOUR, PARTS_MARKUP


def labour(minutes):
    """Labour, charged per half hour or part of one."""
    return math.ceil(minutes / 30) * HALF_HOUR


def parts_price(cost):
    """What we charge for parts."""
    return round(cost * (1 + PARTS_MARKUP), 2)


def repair_bill(minutes, parts_cost=0.0, went_ahead=True, data_recovery=False, collected=False):
    """The customer's bill."""
    total = labour(minutes) + parts_price(parts_cost)
    if data_recovery:
        total += DATA_RECOVERY
    if collected:
        total += COLLECTION
    if went_ahead:
        total += DIAGNOSTIC_FEE
    return round(total, 2)


def bill_line(customer, minutes, parts_cost=0.0, **extras):
    """One line for the collection slip."""
    return f"{customer}: £{repair_bill(minutes, parts_cost, **extras):.2f}"


if __name__ == "__main__":
    print(bill_line("Mr Patel", 60, 50.00))
    print(bill_line("Mrs Grey", 0, went_ahead=False))
