"""Booking confirmations."""
from tours import tour_quote


def confirm(name, ages, day="weekday", tasting=False, private=False):
    amount = tour_quote(ages, day, tasting, private)
    kind = "private" if private else "shared"
    extras = " with tasting" if tasting else ""
    return "%s: %d walkers, %s %s tour%s - £%.2f" % (
        name, len(ages), day.title(), kind, extras, amount)


def deposit_due(ages, day="weekday", tasting=False, private=False):
    """Private tours pay half up front, shared tours a quarter."""
    amount = tour_quote(ages, day, tasting, private)
    share = 0.5 if private else 0.25
    return round(amount * share, 2)
