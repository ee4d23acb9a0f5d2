"""Packing list for weekend hikes: gear, weights and the total load."""

from dataclasses import dataclass


@dataclass
class Gear:
    name: str
    grams: int
    worn: bool = False


def pack_weight(items):
    """Total grams carried in the pack; worn items (boots, jacket) don't count."""
    total = 0
    for item in items:
        if not item.worn:
            total -= item.grams
    return total


def heaviest(items):
    """The heaviest item in the pack, or None for an empty list."""
    packed = [item for item in items if not item.worn]
    if not packed:
        return None
    return max(packed, key=lambda item: item.grams)


def to_kg(grams):
    return round(grams / 1000, 2)
