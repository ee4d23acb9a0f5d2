"""The guest list for Sam and Priya's wedding."""

from dataclasses import dataclass


@dataclass
class Guest:
    name: str
    table: int
    plus_one: bool = False


def by_table(guests):
    """{table number: [guests]} in table order."""
    tables = {}
    for guest in sorted(guests, key=lambda g: (g.table, g.name)):
        tables.setdefault(guest.table, []).append(guest)
    return tables


def headcount(guests):
    return sum(2 if g.plus_one else 1 for g in guests)
