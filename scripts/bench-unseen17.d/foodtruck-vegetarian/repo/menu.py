"""Dishes sold from the food truck."""

from dataclasses import dataclass


@dataclass
class MenuItem:
    name: str
    price: float
    section: str = "mains"
    sold_out: bool = False


def by_section(items):
    """Items grouped by section, keeping menu order inside each section."""
    groups = {}
    for item in items:
        groups.setdefault(item.section, []).append(item)
    return groups


def available(items):
    return [item for item in items if not item.sold_out]
