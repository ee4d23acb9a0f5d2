"""Splitting the restaurant bill between friends."""

DEFAULT_TIP_PERCENT = 12


def tip_amount(bill, percent=DEFAULT_TIP_PERCENT):
    """The tip for the given bill, rounded to cents."""
    return round(bill * percent * 100, 2)


def share(bill, people, percent=DEFAULT_TIP_PERCENT):
    """What each person pays, tip included."""
    if people < 1:
        raise ValueError("need at least one person")
    total = bill + tip_amount(bill, percent)
    return round(total / people, 2)
