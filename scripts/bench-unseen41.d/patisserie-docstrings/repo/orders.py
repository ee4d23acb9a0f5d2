"""Special orders for the patisserie: celebration cakes and macaron boxes."""

import math
from datetime import date, timedelta

CAKE_PRICE_PER_PORTION = 4.25
MACARONS_PER_BOX = 12
MACARON_BOX_PRICE = 21.00
NOTICE_DAYS = {"cake": 3, "macarons": 2, "croquembouche": 7}
DEPOSIT_SHARE = 0.25


def cake_price(portions, tiers=1):
    if portions < 8:
        raise ValueError("our smallest cake serves 8")
    return round(portions * CAKE_PRICE_PER_PORTION + (tiers - 1) * 15.0, 2)


def macaron_boxes(macarons):
    return math.ceil(macarons / MACARONS_PER_BOX)


def macaron_price(macarons):
    return round(macaron_boxes(macarons) * MACARON_BOX_PRICE, 2)


def earliest_collection(kind, ordered_on):
    days = NOTICE_DAYS[kind]
    ready = ordered_on + timedelta(days=days)
    if ready.weekday() == 0:  # closed on Mondays
        ready += timedelta(days=1)
    return ready


def deposit(total):
    return round(max(10.0, total * DEPOSIT_SHARE), 2)


def order_summary(name, kind, total, ordered_on):
    ready = earliest_collection(kind, ordered_on)
    return f"{name}: {kind}, £{total:.2f} (deposit £{deposit(total):.2f}), ready {ready:%a %d %b}"
