"""Delivery from the wine club: put each bottle in the first rack with room."""
from cellar import Rack


def setup():
    return [Rack("A", 3), Rack("B", 6)]


def put_away(racks, delivery):
    placed = {}
    for wine, vintage in delivery:
        rack = next((r for r in racks if r.free() > 0), None)
        if rack is None:
            raise ValueError("the cellar is full")
        rack.store(wine, vintage)
        placed[rack.name] = placed.get(rack.name, 0) + 1
    return placed
