"""Prices for sledge hire on the hill."""

SLEDGE_RATES = {"classic": 10.00, "toboggan": 14.00, "tube": 8.00}  # first 2-hour slot
EXTRA_SLOT_RATE = 0.5     # each extra slot costs half the first slot
DEPOSIT = 20.00           # refundable, not part of the total


def hire_cost(kind, count, slots=1):
    """Cost of hiring `count` sledges of one kind for a number of slots."""
    if slots < 1:
        raise ValueError("at least one slot")
    first = SLEDGE_RATES[kind]
    per_sledge = first + (slots - 1) * first * EXTRA_SLOT_RATE
    return round(per_sledge * count, 2)


def order_total(kind, count, slots=1):
    """What the customer pays today (the deposit is taken separately)."""
    return hire_cost(kind, count, slots)
