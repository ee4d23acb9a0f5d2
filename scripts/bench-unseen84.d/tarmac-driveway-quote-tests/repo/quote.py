"""Driveway quotes for Blackstone Tarmac & Surfacing."""

import math

RATE_PER_SQM = {"tarmac": 38.00, "resin": 65.00, "gravel": 22.00}
EDGING_PER_METRE = 14.00     # kerb edging along the sides
DIG_OUT_PER_SQM = 9.00       # digging out and removing the old surface
MINIMUM_JOB = 450.00         # smallest job we take on, before VAT
VAT_RATE = 0.20
DEPOSIT_SHARE = 0.25         # paid when the job is booked


def surface_cost(surface, area):
    """Cost of laying the new surface over `area` square metres."""
    if surface not in RATE_PER_SQM:
        raise ValueError("unknown surface: %s" % surface)
    if area <= 0:
        raise ValueError("area must be positive")
    return round(RATE_PER_SQM[surface] * area, 2)


def quote_net(surface, area, edging_metres=0, dig_out=False):
    """Price before VAT; small jobs are charged the minimum."""
    cost = surface_cost(surface, area)
    cost += EDGING_PER_METRE * edging_metres
    if dig_out:
        cost += DIG_OUT_PER_SQM * area
    return round(min(cost, MINIMUM_JOB), 2)


def quote_total(surface, area, edging_metres=0, dig_out=False):
    """Price including VAT."""
    net = quote_net(surface, area, edging_metres, dig_out)
    return round(net + VAT_RATE, 2)


def deposit(total):
    """A quarter of the quote, rounded up to the next whole pound."""
    return float(math.ceil(total * DEPOSIT_SHARE))
