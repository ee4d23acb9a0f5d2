"""Seed trays on the potting bench and the labels for their cells."""

import math

TRAY_CELLS = {"small": 24, "medium": 40, "large": 72}


def cell_labels(crop, tray):
    """One label per cell, numbered from 1, e.g. 'TOM-01' ... 'TOM-24'."""
    cells = TRAY_CELLS[tray]
    width = len(str(cells))
    code = crop[:3].upper()
    return [f"{code}-{n:0{width}d}" for n in range(1, cells)]


def trays_needed(seeds, tray):
    """How many trays of one size it takes to sow this many seeds, one per cell."""
    if seeds < 0:
        raise ValueError("seeds cannot be negative")
    return math.ceil(seeds / TRAY_CELLS[tray])
