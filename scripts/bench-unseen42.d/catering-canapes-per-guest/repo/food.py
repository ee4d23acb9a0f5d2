"""Quantities for the catering kitchen."""

import math

CANAPES_PER_GUEST = 6
SPARE_CANAPES = 12  # a spare tray-end for dropped ones and the staff
TRAY_SIZE = 24
GUESTS_PER_WAITER = 25


def canape_count(guests):
    if guests <= 0:
        return 0
    return guests * CANAPES_PER_GUEST + SPARE_CANAPES


def trays_needed(pieces):
    return math.ceil(pieces / TRAY_SIZE)


def waiting_staff(guests):
    return max(2, math.ceil(guests / GUESTS_PER_WAITER))
