"""Banquet hall bills, driven by settings.json."""

import json
import os

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load_settings(path=SETTINGS_FILE):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def banquet_bill(guests, bottles_brought=0, late_finish=False, settings=None):
    s = settings if settings is not None else load_settings()
    if guests < s["minimum_guests"]:
        raise ValueError("minimum booking is %d guests" % s["minimum_guests"])
    if guests > s["max_guests"]:
        raise ValueError("the room holds at most %d guests" % s["max_guests"])
    food = guests * s["price_per_head"]
    corkage = bottles_brought * s["corkage_per_bottle"]
    subtotal = food + corkage
    service = 0.0
    if s["service_charge_enabled"]:
        service = subtotal * s["service_charge_rate"]
    late = s["late_licence_fee"] if late_finish else 0.0
    total = subtotal + service + late
    return {
        "food": round(food, 2),
        "corkage": round(corkage, 2),
        "service": round(service, 2),
        "late": round(late, 2),
        "total": round(total, 2),
    }
