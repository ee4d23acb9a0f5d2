"""Orders for the burger van.

Each order gets a number off the ticket roll and is either eaten at the
picnic benches or taken away.
"""

from dataclasses import dataclass, field

PRICES = {
    "classic": 7.50,
    "cheeseburger": 8.25,
    "halloumi": 8.00,
    "fries": 3.00,
    "loaded_fries": 4.50,
    "can": 1.50,
}
TAKEAWAY_BOX = 0.20     # charged once per order for the compostable box


@dataclass
class Order:
    number: int
    items: list = field(default_factory=list)
    takeaway: bool = True

    def total(self):
        """Price of everything on the order."""
        total = sum(PRICES[item] for item in self.items)
        if self.takeaway:
            total += TAKEAWAY_BOX
        return round(total, 2)
