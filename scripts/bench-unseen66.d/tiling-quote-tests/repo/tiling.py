"""Quotes for floor and wall tiling jobs."""
import math

TILE_BOX_M2 = 1.44      # each box of tiles covers 1.44 square metres
WASTAGE = 0.10          # order 10% extra for cuts and breakages
LABOUR_PER_M2 = {"floor": 28.00, "wall": 34.00}
GROUT_BAG = 9.50        # one bag does 5 square metres
GROUT_COVER_M2 = 5


def area_m2(length_cm, width_cm):
    return (length_cm / 100) * (width_cm / 100)


def boxes_needed(area):
    """Whole boxes to order, including the wastage allowance."""
    return round(area * (1 + WASTAGE) / TILE_BOX_M2)


def grout_bags(area):
    return math.ceil(area / GROUT_COVER_M2)


def quote(length_cm, width_cm, surface, box_price):
    area = area_m2(length_cm, width_cm)
    tiles = boxes_needed(area) * box_price
    labour = area * LABOUR_PER_M2[surface]
    grout = grout_bags(area) * GROUT_BAG
    return round(tiles + labour + grout, 2)
