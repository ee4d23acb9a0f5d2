"""Labour rates for call-outs.

The call-out fee covers the first hour on site.  After that we charge by
the half hour, and any part of a half hour counts as a whole one.
"""

import math

CALLOUT_FEE = 65.00
HALF_HOUR_RATE = 22.50
EVENING_UPLIFT = 1.5          # after 6pm and at weekends, labour only


def labour_charge(minutes_on_site, evening=False):
    """Labour for one visit, before VAT."""
    half_hours = math.ceil(minutes_on_site / 30)
    extra = max(0, half_hours - 1)
    charge = CALLOUT_FEE + extra * HALF_HOUR_RATE
    if evening:
        charge *= EVENING_UPLIFT
    return round(charge, 2)
