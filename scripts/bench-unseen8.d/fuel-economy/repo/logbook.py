"""Monthly fuel summary printed from the log."""
from mileage import FillUp, consumption


def total_cost(fillups):
    return round(sum(f.cost for f in fillups), 2)


def cost_per_km(fillups):
    km = fillups[-1].odometer_km - fillups[0].odometer_km
    return round(sum(f.cost for f in fillups[1:]) / km, 3)


def summary(fillups):
    return f"{consumption(fillups)} l/100km, {total_cost(fillups):.2f} spent"


LOG = [
    FillUp(41200, 38.0, 1.79),
    FillUp(41850, 41.6, 1.82),
    FillUp(42400, 36.4, 1.75),
]

if __name__ == "__main__":
    print(summary(LOG))
