"""Fuel log for the family car: fill-ups and consumption."""
from dataclasses import dataclass


@dataclass
class FillUp:
    odometer_km: int
    litres: float
    price_per_litre: float

    @property
    def cost(self):
        return round(self.litres * self.price_per_litre, 2)


def litres_per_100km(litres, km):
    if km <= 0:
        raise ValueError("distance must be positive")
    return round(km / litres * 100, 1)


def consumption(fillups):
    """Average consumption between the first and the last fill-up."""
    km = fillups[-1].odometer_km - fillups[0].odometer_km
    litres = sum(f.litres for f in fillups[1:])
    return litres_per_100km(litres, km)


def km_per_litre(litres, km):
    return round(km / litres, 1)
