from dataclasses import dataclass


@dataclass
class Product:
    name: str
    price: float
    qty: int

    def value(self):
        return self.price * self.qty
