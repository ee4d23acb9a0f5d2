"""Desk and room prices at the co-working space."""

import math

HOT_DESK_DAY = 18.00
FIXED_DESK_DAY = 26.00
HALF_DAY_FACTOR = 0.6
MEETING_ROOM_HOUR = 22.00
MEMBER_DISCOUNT = 0.25


def dp_calc(days, fixed=False, half_day=False):
    """Price of day passes for someone who isn't a member."""
    rate = FIXED_DESK_DAY if fixed else HOT_DESK_DAY
    if half_day:
        rate = round(rate * HALF_DAY_FACTOR, 2)
    return round(rate * days, 2)


def room_price(hours):
    """Meeting room hire, charged by the started hour."""
    return MEETING_ROOM_HOUR * math.ceil(hours)
