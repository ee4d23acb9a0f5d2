"""Linen hire: quotes for tablecloths, napkins and chair covers."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

ITEM_PRICES = {
    "tablecloth": 6.50,
    "napkin": 0.80,
    "chair_cover": 1.90,
    "runner": 3.00,
}


def load_settings(path=None):
    with open(path or os.path.join(HERE, "settings.json"), encoding="utf-8") as f:
        return json.load(f)


def quote(items, settings=None):
    """items maps item name -> quantity. Returns a dict with the breakdown."""
    settings = settings or load_settings()
    goods = 0.0
    for name, qty in items.items():
        if name not in ITEM_PRICES:
            raise ValueError(f"we don't hire out {name}")
        goods += ITEM_PRICES[name] * qty
    delivery = 0.0 if goods >= settings["free_delivery_over"] else settings["delivery_fee"]
    subtotal = goods + delivery
    vat = subtotal * settings["vat_rate"] if settings["add_vat"] else 0.0
    total = subtotal + vat
    deposit = total * settings["deposit_percent"] / 100
    return {
        "goods": round(goods, 2),
        "delivery": round(delivery, 2),
        "vat": round(vat, 2),
        "total": round(total, 2),
        "deposit": round(deposit, 2),
    }
