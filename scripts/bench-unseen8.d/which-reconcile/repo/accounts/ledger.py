"""The bakery's own record of money in and out."""
from dataclasses import dataclass, field
from datetime import date


@dataclass
class Entry:
    day: date
    amount: float
    memo: str = ""


@dataclass
class Ledger:
    entries: list = field(default_factory=list)

    def add(self, day, amount, memo=""):
        self.entries.append(Entry(day, amount, memo))

    def balance(self):
        return round(sum(e.amount for e in self.entries), 2)
