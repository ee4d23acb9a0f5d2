"""House plants and when they were last watered."""

from dataclasses import dataclass
from datetime import date


@dataclass
class Plant:
    name: str
    every_days: int
    last_watered: date
    room: str = "living room"


def days_since(plant, today):
    return (today - plant.last_watered).days


def needs_water(plant, today):
    """True once at least every_days days have passed since the last watering."""
    return days_since(plant, today) > plant.every_days


def water(plant, today):
    plant.last_watered = today
    return plant
