"""Rings up orders at the counter."""

from menu import DRINKS, LARGE_EXTRA, MEAL_DEAL_SAVING, PASTIES


def pasty_price(kind, large=False):
    """Price of one pasty."""
    return PASTIES[kind] + (LARGE_EXTRA if large else 0)


def order_total(pasties, drinks=()):
    """pasties is a list of (kind, large) pairs; drinks a list of names."""
    total = sum(pasty_price(kind, large) for kind, large in pasties)
    total += sum(DRINKS[d] for d in drinks)
    small = sum(1 for _, large in pasties if not large)
    deals = min(small, list(drinks).count("can"))
    return round(total - deals * MEAL_DEAL_SAVING, 2)
