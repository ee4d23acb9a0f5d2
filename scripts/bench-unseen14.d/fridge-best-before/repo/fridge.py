"""What's in the fridge and when it needs eating."""
from dataclasses import dataclass
from datetime import date


@dataclass
class Item:
    name: str
    best_before: date


def is_expired(item, today):
    return item.best_before <= today


def use_soon(items, today, days=2):
    """Items still good but due within `days` days, soonest first."""
    good = [i for i in items if not is_expired(i, today) and (i.best_before - today).days <= days]
    return [i.name for i in sorted(good, key=lambda i: i.best_before)]


def expired(items, today):
    return [i.name for i in items if is_expired(i, today)]
