"""Pricing for pressure washing driveways, patios and decking."""

SURFACE_RATES = {          # per square metre
    "concrete": 2.2,
    "block_paving": 3.0,
    "patio": 2.6,
    "decking": 3.4,
}
MINIMUM_WASH = 60.0
RESAND_PER_SQ_M = 1.75     # kiln-dried sand brushed back into the joints
SEALANT_PER_SQ_M = 2.5
LARGE_AREA = 60            # washing over 60 sq m gets 10% off
LARGE_DISCOUNT = 0.10
WEEKEND_SURCHARGE = 0.15   # applies to the washing only, not the add-ons


def wash_price(surface, area):
    price = SURFACE_RATES[surface] * area
    if area > LARGE_AREA:
        price *= 1 - LARGE_DISCOUNT
    return max(price, MINIMUM_WASH)


def add_ons(area, resand=False, seal=False):
    total = 0.0
    if resand:
        total += area * RESAND_PER_SQ_M
    if seal:
        total += area * SEALANT_PER_SQ_M
    return total


def job_price(surface, area, resand=False, seal=False, weekend=False):
    price = wash_price(surface, area)
    if weekend:
        price *= 1 + WEEKEND_SURCHARGE
    price += add_ons(area, resand, seal)
    return round(price, 2)
