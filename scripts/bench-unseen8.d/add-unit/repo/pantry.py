"""Ingredients needed for the week's meal plan."""
from dataclasses import dataclass, replace


@dataclass
class Ingredient:
    name: str
    quantity: float
    aisle: str = "other"


def merge(items):
    """Adds up ingredients that appear in more than one recipe."""
    merged = {}
    for item in items:
        key = item.name.lower()
        if key in merged:
            merged[key] = replace(merged[key], quantity=merged[key].quantity + item.quantity)
        else:
            merged[key] = item
    return list(merged.values())


def in_aisle(items, aisle):
    return [i for i in items if i.aisle == aisle]
