"""Bouquet orders for the flower shop."""

from dataclasses import dataclass, field

PRICES = {"rose": 3.50, "tulip": 1.80, "lily": 4.20}
DELIVERY_FEE = 6.00


@dataclass
class Bouquet:
    recipient: str
    address: str
    stems: dict = field(default_factory=dict)

    def total(self):
        flowers = sum(PRICES[name] * count for name, count in self.stems.items())
        return round(flowers + DELIVERY_FEE, 2)
