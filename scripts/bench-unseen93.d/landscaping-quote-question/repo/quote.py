"""Job quotes for Greenway Landscaping."""
from rates import (BULK_TURF_DISCOUNT, BULK_TURF_SQM, FENCE_PER_METRE, FREE_MILES,
                   GRAVEL_PER_SQM, HEDGE_TRIM_PER_METRE, PATIO_PER_SQM, PER_MILE,
                   TURF_PER_SQM, VAT_RATE, WASTE_REMOVAL)


def work_cost(turf_sqm=0, patio_sqm=0, gravel_sqm=0, hedge_m=0, fence_m=0):
    """Cost of the work itself, before travel and VAT."""
    turf = turf_sqm * TURF_PER_SQM
    if turf_sqm >= BULK_TURF_SQM:
        turf *= 1 - BULK_TURF_DISCOUNT
    cost = (turf + patio_sqm * PATIO_PER_SQM + gravel_sqm * GRAVEL_PER_SQM
            + hedge_m * HEDGE_TRIM_PER_METRE + fence_m * FENCE_PER_METRE)
    if patio_sqm > 0:
        cost += WASTE_REMOVAL
    return cost


def travel_cost(miles):
    """Travel charge for a customer `miles` away."""
    return max(0, miles - FREE_MILES) * PER_MILE


def quote_total(turf_sqm=0, patio_sqm=0, gravel_sqm=0, hedge_m=0, fence_m=0, miles=0):
    """Price the customer pays, VAT included."""
    net = work_cost(turf_sqm, patio_sqm, gravel_sqm, hedge_m, fence_m) + travel_cost(miles)
    return round(net * (1 + VAT_RATE), 2)
