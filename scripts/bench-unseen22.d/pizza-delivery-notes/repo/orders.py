"""Taking delivery orders over the phone."""

from dataclasses import dataclass, field
from itertools import count

from menu import DELIVERY_CHARGE, FREE_DELIVERY_OVER, item_price

_numbers = count(101)


@dataclass
class Order:
    number: int
    customer: str
    address: str
    phone: str
    items: list = field(default_factory=list)   # (name, size) pairs

    def subtotal(self):
        return round(sum(item_price(n, s) for n, s in self.items), 2)

    def delivery(self):
        return 0.0 if self.subtotal() >= FREE_DELIVERY_OVER else DELIVERY_CHARGE

    def total(self):
        return round(self.subtotal() + self.delivery(), 2)


def new_order(customer, address, phone, items):
    if not items:
        raise ValueError("an order needs at least one pizza")
    for name, size in items:
        item_price(name, size)   # raises if not on the menu
    return Order(next(_numbers), customer, address, phone, list(items))
