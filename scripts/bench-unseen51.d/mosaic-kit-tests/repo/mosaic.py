"""Tile and grout quantities for our mosaic kits.

Each kit is made up for a particular board size. Tiles come in bags of
250 and the grout is weighed out from the big tub.
"""

import math

TILES_PER_BAG = 250
BAG_PRICE = 6.50
WASTAGE_PERCENT = 10            # extra for breakages and nipping
GROUT_KG_PER_SQ_M = 1.5
GROUT_PRICE_PER_KG = 3.20


def tiles_needed(width_cm, height_cm, tile_cm=2):
    """Tiles to cover the board plus wastage, rounded up to whole tiles.

    A part tile at the end of a row or column still uses a whole tile.
    """
    per_row = math.ceil(width_cm / tile_cm)
    rows = math.ceil(height_cm / tile_cm)
    return math.ceil(per_row * rows * (100 + WASTAGE_PERCENT) / 100)


def bags_needed(tiles):
    """Whole bags of tiles - we can't sell part of a bag."""
    return tiles // TILES_PER_BAG


def grout_kg(width_cm, height_cm):
    """Grout for the board, to the nearest 10 grams."""
    area_sq_m = width_cm * height_cm / 1000
    return round(area_sq_m * GROUT_KG_PER_SQ_M, 2)


def kit_price(width_cm, height_cm, tile_cm=2):
    """Price of a made-up kit: the tile bags plus the grout."""
    tiles = tiles_needed(width_cm, height_cm, tile_cm)
    grout = grout_kg(width_cm, height_cm)
    return round(bags_needed(tiles) * BAG_PRICE + grout * GROUT_PRICE_PER_KG, 2)


if __name__ == "__main__":
    for board in [(20, 20), (30, 40), (50, 50)]:
        print(board, tiles_needed(*board), f"£{kit_price(*board):.2f}")
