"""How many floor tiles (and boxes) to buy for a room."""
import math

SPARE = 0.10       # extra tiles for cuts and breakages
TILES_PER_BOX = 10


def floor_area(length_m, width_m):
    """Floor area in square metres."""
    if length_m <= 0 or width_m <= 0:
        raise ValueError("room sides must be positive")
    return length_m * width_m


def tiles_needed(area_m2, tile_cm):
    """Square tiles of side tile_cm to cover area_m2, plus spares, rounded up."""
    tile_m2 = (tile_cm / 100) ** 2
    return math.ceil(area_m2 * tile_m2 * (1 + SPARE))


def boxes_needed(tiles):
    """Whole boxes to buy for this many tiles."""
    return math.ceil(tiles / TILES_PER_BOX)
