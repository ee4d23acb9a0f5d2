"""Quotes for garden decking jobs."""
import math

BOARD_LENGTH_M = 3.6
BOARD_WIDTH_M = 0.14
BOARD_PRICE = {"softwood": 9.5, "hardwood": 21.0, "composite": 27.0}
WASTE_ALLOWANCE = 0.10      # order 10% extra boards for offcuts
LABOUR_PER_SQM = 32.0
MIN_LABOUR = 150.0          # we never charge less than this for labour
VAT = 0.20


def area(length_m, width_m):
    return length_m * width_m


def boards_needed(area_sqm):
    """Whole boards to order, including the waste allowance."""
    coverage = BOARD_LENGTH_M * BOARD_WIDTH_M
    return int(area_sqm * (1 + WASTE_ALLOWANCE) / coverage)


def labour(area_sqm):
    return min(MIN_LABOUR, area_sqm * LABOUR_PER_SQM)


def quote(length_m, width_m, material):
    """Total price including VAT."""
    if material not in BOARD_PRICE:
        raise ValueError("unknown material: " + str(material))
    a = area(length_m, width_m)
    boards = boards_needed(a)
    net = boards * BOARD_PRICE[material] + labour(a)
    return round(net * (1 + VAT), 2)
