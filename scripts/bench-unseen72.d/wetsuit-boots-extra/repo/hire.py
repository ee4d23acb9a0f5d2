"""Saltwater Surf Hire: what a wetsuit hire costs."""

SUIT_PER_DAY = {"child": 8.00, "adult": 12.00, "winter": 15.00}
MULTI_DAY_FROM = 3          # hires of this many days or more...
MULTI_DAY_OFF = 0.15        # ...get this much off the suits
INSURANCE_PER_SUIT = 2.00   # flat, whatever the number of days


def suits_cost(suits, days):
    """suits maps a suit type to how many of them."""
    cost = 0.0
    for kind, count in suits.items():
        if kind not in SUIT_PER_DAY:
            raise ValueError(f"We don't hire {kind} suits")
        cost += SUIT_PER_DAY[kind] * count * days
    if days >= MULTI_DAY_FROM:
        cost *= 1 - MULTI_DAY_OFF
    return round(cost, 2)


def insurance_cost(suits):
    return round(INSURANCE_PER_SUIT * sum(suits.values()), 2)


def hire_total(suits, days, insurance=False):
    total = suits_cost(suits, days)
    if insurance:
        total += insurance_cost(suits)
    return round(total, 2)
