"""Class fees and bookings for the salsa studio."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=None):
    with open(path or os.path.join(HERE, "settings.json"), encoding="utf-8") as f:
        return json.load(f)


def class_fee(dancers=1, drop_in=False, couple=False, settings=None):
    """Fee for one class for a booking of one or more dancers."""
    s = settings or load_settings()
    fee = s["class_price"] * dancers
    if drop_in:
        fee += s["drop_in_surcharge"] * dancers
    if couple and dancers == 2 and s["couples_discount_enabled"]:
        fee *= 1 - s["couples_discount"]
    return round(fee, 2)


def spaces_left(booked, settings=None):
    s = settings or load_settings()
    return max(s["max_class_size"] - booked, 0)


def pass_saving(settings=None):
    """How much a dancer saves with a ten-class pass."""
    s = settings or load_settings()
    return round(s["class_price"] * 10 - s["ten_class_pass_price"], 2)
