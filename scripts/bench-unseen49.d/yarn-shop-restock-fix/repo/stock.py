"""Stock keeping for Tangled Skein yarn shop.

Each yarn line is a dict like:
    {"name": "Merino DK Teal", "skeins": 4, "reorder_level": 6, "on_order": 0}

skeins        - how many are on the shelf / in the back room
reorder_level - once we drop under this we want more in
on_order      - skeins already ordered from the wholesaler, not arrived yet
"""

import json

SUPPLIER_MINIMUM = 10   # the wholesaler won't send fewer than this in one go


def load_stock(path="stock.json"):
    """Read the stock list that I keep up to date after each delivery."""
    with open(path) as f:
        return json.load(f)


def needs_restock(yarn):
    """True if we should put in an order for this yarn."""
    low = yarn["skeins"] < yarn["reorder_level"]
    already_ordered = yarn["on_order"] > 0
    return low or not already_ordered


def order_quantity(yarn):
    """How many skeins to order - enough to get back to double the reorder
    level, but never less than the supplier minimum."""
    wanted = yarn["reorder_level"] * 2 - yarn["skeins"]
    return max(wanted, SUPPLIER_MINIMUM)


def restock_list(stock):
    """Names and quantities of everything that needs ordering."""
    return [(yarn["name"], order_quantity(yarn)) for yarn in stock if needs_restock(yarn)]
