"""Prices at the clay shooting ground.

Clays are sold in rounds of 25; instructors are booked by the hour.
"""

CLAY_ROUND_PRICE = 11.00     # 25 clays
GUN_HIRE = 10.00             # per session, ear defenders included
INSTRUCTOR_HOUR = 45.00
MEMBER_DISCOUNT = 0.10       # members get 10% off clays only


def clays_cost(rounds, member=False):
    """Cost of the clays themselves."""
    cost = rounds * CLAY_ROUND_PRICE
    if member:
        cost *= 1 - MEMBER_DISCOUNT
    return round(cost, 2)


def session_cost(rounds, gun_hire=False, instructor_hours=0, member=False):
    """Everything for one shooter's session."""
    total = clays_cost(rounds, member)
    if gun_hire:
        total += GUN_HIRE
    total += instructor_hours * INSTRUCTOR_HOUR
    return round(total, 2)
