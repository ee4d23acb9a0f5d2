"""Quotes for made-to-order joinery: shelves, cupboards and window boards."""
import math

TIMBER_PER_METRE = {
    "pine": 4.20,
    "oak": 18.50,
    "sapele": 14.00,
    "mdf": 3.10,
}
WASTE_ALLOWANCE = 0.10      # 10% extra timber for offcuts
LABOUR_PER_HOUR = 32.00
FINISHING_PER_METRE = 2.50  # oil or paint, per metre of timber bought
VAT_RATE = 0.20


def metres_to_buy(length_m):
    """Timber is sold in whole metres: add the waste allowance, then round up."""
    return int(round(length_m * (1 + WASTE_ALLOWANCE), 3))


def materials_cost(timber, length_m, finished=False):
    if timber not in TIMBER_PER_METRE:
        raise ValueError(f"We don't stock {timber}")
    metres = metres_to_buy(length_m)
    cost = metres * TIMBER_PER_METRE[timber]
    if finished:
        cost += metres * FINISHING_PER_METRE
    return round(cost, 2)


def quote(timber, length_m, hours, finished=False):
    """Full quote: materials and labour, with VAT on the whole job."""
    materials = materials_cost(timber, length_m, finished)
    labour = hours * LABOUR_PER_HOUR
    net = materials + labour
    vat = materials * VAT_RATE
    return {
        "materials": round(materials, 2),
        "labour": round(labour, 2),
        "vat": round(vat, 2),
        "total": round(net + vat, 2),
    }
