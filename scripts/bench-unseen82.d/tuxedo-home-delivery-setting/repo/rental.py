"""Suit hire quotes for Black Tie Tuxedo Hire."""

import json
import os

OUTFITS = {"classic tuxedo": 65.00, "three-piece": 79.00, "morning suit": 85.00, "kilt outfit": 95.00}
_SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load_settings():
    with open(_SETTINGS_FILE, encoding="utf-8") as f:
        return json.load(f)


def quote(outfit, people=1, delivery=False):
    """Hire price for `people` matching outfits (deposit not included)."""
    s = load_settings()
    if outfit not in OUTFITS:
        raise ValueError("unknown outfit: %s" % outfit)
    if people < 1:
        raise ValueError("need at least one person")
    total = (OUTFITS[outfit] + s["cleaning_fee"]) * people
    if people >= s["group_discount_from"]:
        total *= 1 - s["group_discount"]
    if delivery:
        if not s["home_delivery"]:
            raise ValueError("we do not offer home delivery")
        total += s["delivery_fee"]
    return round(total, 2)


def late_fee(days_late):
    s = load_settings()
    return round(max(0, days_late) * s["late_fee_per_day"], 2)
