"""Prices for forge commissions: gates, hooks, fire pokers and so on."""

STEEL_PER_KG = 3.20
HOURLY_RATE = 38.0
FINISHES = {"black wax": 0.0, "galvanised": 45.0, "powder coat": 60.0}


class Quote:
    def __init__(self, customer, item, steel_kg, hours, finish="black wax"):
        if finish not in FINISHES:
            raise ValueError(f"unknown finish: {finish}")
        self.customer = customer
        self.item = item
        self.steel_kg = steel_kg
        self.hours = hours
        self.finish = finish

    def materials(self):
        return round(self.steel_kg * STEEL_PER_KG + FINISHES[self.finish], 2)

    def labour(self):
        return round(self.hours * HOURLY_RATE, 2)

    def total(self):
        return round(self.materials() + self.labour(), 2)
