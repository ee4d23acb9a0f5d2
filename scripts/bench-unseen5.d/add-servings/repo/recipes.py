"""The family recipe box."""

from dataclasses import dataclass, field


@dataclass
class Recipe:
    name: str
    minutes: int
    ingredients: list = field(default_factory=list)
    vegetarian: bool = False


def quick(recipes, max_minutes=30):
    return [r for r in recipes if r.minutes <= max_minutes]


BOX = [
    Recipe("Pancakes", 20, ["flour", "milk", "eggs"], vegetarian=True),
    Recipe("Chili", 90, ["beans", "beef", "tomatoes", "chili"]),
    Recipe("Tomato soup", 35, ["tomatoes", "onion", "stock"], vegetarian=True),
]
