"""Order totals for the Golden Spit Rotisserie."""

import json
import os

MENU = {
    "quarter chicken": 5.50,
    "half chicken": 8.95,
    "whole chicken": 15.50,
    "spit-roast wrap": 6.75,
    "fries": 2.95,
    "corn on the cob": 2.25,
    "garlic sauce": 0.80,
}

_HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=os.path.join(_HERE, "settings.json")):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def food_total(items):
    """items: list of (menu item, quantity)."""
    total = 0.0
    for name, qty in items:
        if name not in MENU:
            raise ValueError("not on the menu: %s" % name)
        total += MENU[name] * qty
    return round(total, 2)


def order_total(items, delivery=False, miles=0, settings=None):
    s = settings if settings is not None else load_settings()
    food = food_total(items)
    if not delivery:
        return round(food * (1 - s["collection_discount"]), 2)
    if not s["delivery_enabled"]:
        raise ValueError("sorry, we are not delivering at the moment")
    if miles > s["delivery_radius_miles"]:
        raise ValueError("too far for delivery")
    fee = 0.0 if food >= s["free_delivery_over"] else s["delivery_fee"]
    return round(food + fee, 2)


def stamps_earned(items, settings=None):
    s = settings if settings is not None else load_settings()
    if not s["loyalty_stamps_enabled"]:
        return 0
    return sum(qty for name, qty in items if name.endswith("chicken"))
