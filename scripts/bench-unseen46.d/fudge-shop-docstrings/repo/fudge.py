"""Pricing and batch maths for the seaside fudge shop."""

from datetime import date, timedelta

PRICE_PER_100G = {"vanilla": 2.20, "sea_salt": 2.40, "rum_raisin": 2.80, "chocolate": 2.50}
GIFT_BOX = {"small": 1.50, "large": 2.75}
SLAB_GRAMS = 1800
SHELF_LIFE_DAYS = 21


def price_for_weight(flavour, grams):
    return round(PRICE_PER_100G[flavour] * grams / 100, 2)


def gift_box_price(flavours, grams_each, box="small"):
    total = sum(price_for_weight(flavour, grams_each) for flavour in flavours)
    return round(total + GIFT_BOX[box], 2)


def pieces_from_slab(piece_grams, slab_grams=SLAB_GRAMS):
    if piece_grams <= 0:
        raise ValueError("pieces must weigh something")
    return slab_grams // piece_grams


def slabs_needed(orders_grams):
    total = sum(orders_grams)
    return -(-total // SLAB_GRAMS)


def best_before(made_on):
    return made_on + timedelta(days=SHELF_LIFE_DAYS)


def is_past_best(made_on, today=None):
    today = today or date.today()
    return today > best_before(made_on)
