"""Picks order lines from the warehouse."""
from warehouse import Shelf, build_aisle


def locate(units, sku):
    for unit in units:
        if unit.items.get(sku):
            return unit
    return None


def pick(units, order):
    """Takes each order line from stock; returns the SKUs that could not be picked."""
    missing = []
    for sku, qty in order.items():
        unit = locate(units, sku)
        if unit is None or unit.items[sku] < qty:
            missing.append(sku)
            continue
        unit.take(sku, qty)
    return missing


def demo_aisle():
    aisle = build_aisle("A", 3)
    aisle[0].put("bolt-m6", 25)
    aisle[2].put("washer-8", 30)
    overflow = Shelf("AX", 10)
    overflow.put("nut-m6", 10)
    aisle.append(overflow)
    return aisle
