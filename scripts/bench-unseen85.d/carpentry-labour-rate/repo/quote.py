"""Quotes for carpentry jobs."""

LABOUR_RATE = 38.00        # per hour
CALLOUT_FEE = 38.00        # charged once per job
MATERIAL_MARKUP = 0.12
WEEKEND_SURCHARGE = 0.25   # on labour only
MIN_HOURS = 1


def labour_cost(hours, weekend=False):
    hours = max(hours, MIN_HOURS)
    cost = hours * LABOUR_RATE
    if weekend:
        cost = cost * (1 + WEEKEND_SURCHARGE)
    return cost


def quote(hours, materials_cost, weekend=False):
    materials = materials_cost * (1 + MATERIAL_MARKUP)
    return round(CALLOUT_FEE + labour_cost(hours, weekend) + materials, 2)


def quote_text(customer, hours, materials_cost, weekend=False):
    return f"Quote for {customer}: £{quote(hours, materials_cost, weekend):.2f}"
