"""Glass rules and prices for the glazing van.

Under the building regs, glass in "critical locations" has to be
toughened safety glass:
  * doors and the side panels next to them - anything below 1500mm
  * ordinary windows - anything below 800mm from the floor
"""

DOOR_ZONE_MM = 1500
WINDOW_ZONE_MM = 800

PRICE_PER_M2 = {
    "float": 45.00,       # ordinary 4mm float glass
    "toughened": 95.00,   # 4mm toughened safety glass
}
MIN_PANE_CHARGE = 30.00


def needs_toughened(kind, bottom_edge_mm):
    """True if a pane has to be toughened glass.

    kind is "door", "side_panel" or "window"; bottom_edge_mm is how far the
    bottom of the glass is above the finished floor.
    """
    if kind in ("door", "side_panel"):
        return bottom_edge_mm < DOOR_ZONE_MM
    return bottom_edge_mm > WINDOW_ZONE_MM
