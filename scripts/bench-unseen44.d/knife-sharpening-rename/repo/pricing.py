"""Prices for the mobile knife sharpening van."""

import math

BASE_PRICE = {"kitchen": 5.0, "serrated": 7.0, "scissors": 6.0, "garden": 8.0}
LONG_BLADE_CM = 25
LONG_BLADE_EXTRA = 2.0
TRADE_DISCOUNT = 0.15  # restaurants and butchers


def blade_charge(kind, length_cm):
    price = BASE_PRICE[kind]
    if length_cm > LONG_BLADE_CM:
        price += LONG_BLADE_EXTRA
    return price


def job_total(blades, trade=False):
    total = sum(blade_charge(kind, length) for kind, length in blades)
    if trade:
        total *= 1 - TRADE_DISCOUNT
    return round(total, 2)


def minutes_needed(blades):
    return math.ceil(len(blades) * 4 / 5) * 5
