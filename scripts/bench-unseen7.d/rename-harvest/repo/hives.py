"""Hives in the apiary and the honey taken from them."""
from dataclasses import dataclass, field


@dataclass
class Hive:
    name: str
    queen_year: int
    harvests: list = field(default_factory=list)
    inspections: int = 0


def inspect(hive):
    hive.inspections += 1
    return hive.inspections


def log_harvest(hive, kg):
    """Adds a harvest in kilograms and returns the hive's running total."""
    if kg <= 0:
        raise ValueError("harvest must be positive")
    hive.harvests.append(round(kg, 1))
    return round(sum(hive.harvests), 1)


def queen_age(hive, year):
    return year - hive.queen_year


def needs_new_queen(hive, year):
    return queen_age(hive, year) >= 3
