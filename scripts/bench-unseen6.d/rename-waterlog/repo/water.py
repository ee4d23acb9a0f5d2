"""Keeps track of how much water was drunk during one day."""

from datetime import date, datetime


class WaterLog:
    def __init__(self, day=None):
        self.day = day or date.today()
        self.entries = []

    def add(self, ml, when=None):
        if ml <= 0:
            raise ValueError("amount must be positive")
        self.entries.append((when or datetime.now(), ml))

    def total_ml(self):
        return sum(ml for _, ml in self.entries)

    def glasses(self, glass_ml=250):
        return self.total_ml() // glass_ml
