"""Online orders for Seoul Jar Kimchi Co."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=None):
    with open(path or os.path.join(HERE, "settings.json"), encoding="utf-8") as f:
        return json.load(f)


def order_total(jars, large_jars=0, gift_box=False, settings=None):
    s = settings or load_settings()
    if jars < 0 or large_jars < 0 or jars + large_jars == 0:
        raise ValueError("order at least one jar")
    if jars + large_jars > s["max_jars_per_order"]:
        raise ValueError("at most %d jars per order" % s["max_jars_per_order"])
    if gift_box and not s["gift_box_enabled"]:
        raise ValueError("gift boxes are not available at the moment")
    goods = jars * s["jar_price"] + large_jars * s["large_jar_price"]
    if gift_box:
        goods += s["gift_box_price"]
    delivery = 0.0 if goods >= s["free_delivery_over"] else s["delivery_fee"]
    return round(goods + delivery, 2)


def checkout_notes(settings=None):
    s = settings or load_settings()
    notes = []
    if s["spice_warning"]:
        notes.append("Warning: our kimchi is spicy!")
    if s["gift_box_enabled"]:
        notes.append("Gift box available for £%.2f" % s["gift_box_price"])
    return notes
