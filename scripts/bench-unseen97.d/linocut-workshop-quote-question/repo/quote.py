"""Quotes for workshop bookings."""

from prices import (WORKSHOP_FEES, FRIENDS_DISCOUNT, EXTRA_BLOCK,
                    PRESS_TIME_HOURLY, PRESS_MIN_HOURS, PAPER_PACK)


def press_time_cost(hours):
    if hours <= 0:
        return 0.0
    return max(hours, PRESS_MIN_HOURS) * PRESS_TIME_HOURLY


def quote(workshop, people, extra_blocks=0, press_hours=0, paper_packs=0):
    """Total for one booking (all people on the same workshop)."""
    if workshop not in WORKSHOP_FEES:
        raise ValueError(f"unknown workshop: {workshop}")
    if people < 1:
        raise ValueError("at least one person")
    fees = WORKSHOP_FEES[workshop] * people
    if people >= 2:
        fees = fees * (1 - FRIENDS_DISCOUNT)
    extras = extra_blocks * EXTRA_BLOCK + paper_packs * PAPER_PACK
    total = fees + extras + press_time_cost(press_hours)
    return round(total, 2)


def quote_text(name, workshop, people, **extras):
    total = quote(workshop, people, **extras)
    return f"Quote for {name}: {people} x {workshop} workshop, total £{total:.2f}"
