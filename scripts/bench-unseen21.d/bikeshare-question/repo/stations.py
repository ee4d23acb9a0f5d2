"""Docking stations in the city bike-share network."""

STATIONS = {
    "harbour": 24,
    "market": 18,
    "university": 30,
}

REBALANCE_THRESHOLD = 0.2   # move bikes in when a dock is under 20% full


def needs_bikes(station, bikes_docked):
    return bikes_docked < STATIONS[station] * REBALANCE_THRESHOLD
