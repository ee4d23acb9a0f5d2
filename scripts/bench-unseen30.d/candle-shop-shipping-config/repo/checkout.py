"""Checkout maths for the candle shop."""

import math
import os
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=os.path.join(HERE, "shop.toml")):
    with open(path, "rb") as f:
        return tomllib.load(f)


def shipping(subtotal, items, settings=None):
    s = (settings or load_settings())["shipping"]
    if subtotal >= s["free_from"]:
        return 0.0
    parcels = math.ceil(items / s["max_items_per_parcel"])
    return round(parcels * s["flat_rate"], 2)


def order_total(subtotal, items, code=None, settings=None):
    s = settings or load_settings()
    if code and code.upper() == s["discounts"]["newsletter_code"]:
        subtotal = subtotal * (100 - s["discounts"]["newsletter_percent"]) / 100
    return round(subtotal + shipping(subtotal, items, s), 2)


if __name__ == "__main__":
    print(order_total(44.00, 3))
    print(order_total(52.00, 4, code="glow10"))
