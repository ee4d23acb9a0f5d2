"""Rental sessions and their limits."""

from pricing import LATE_FEE, ride_cost

MAX_RENTAL_MINUTES = 120    # keep a bike longer than this and a late fee is added


def close_rental(minutes, member=False):
    cost = ride_cost(minutes, member)
    if minutes > MAX_RENTAL_MINUTES:
        cost += LATE_FEE
    return cost
