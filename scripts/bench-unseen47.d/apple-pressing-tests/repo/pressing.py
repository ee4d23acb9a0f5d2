"""Community apple pressing day: juice, bottles and what to charge."""

import math

LITRES_PER_KG = 0.6          # roughly what our rack-and-cloth press gets out
BOTTLE_LITRES = 0.75
PRESS_FEE_PER_KG = 0.30
MIN_PRESS_FEE = 3.0
BOTTLE_PRICE = 0.60          # for people who didn't bring their own
PASTEURISE_PER_BOTTLE = 0.50


def juice_litres(kg):
    return round(kg * LITRES_PER_KG, 2)


def bottles_needed(kg):
    return int(juice_litres(kg) / BOTTLE_LITRES)


def press_fee(kg):
    return round(max(MIN_PRESS_FEE, kg * PRESS_FEE_PER_KG), 2)


def visit_total(kg, own_bottles=False, pasteurise=False):
    total = press_fee(kg)
    bottles = bottles_needed(kg)
    if not own_bottles:
        total += bottles * BOTTLE_PRICE
    if pasteurise:
        total += kg * PASTEURISE_PER_BOTTLE
    return round(total, 2)
