"""Bottling day sums for the kombucha brewery."""

from units import kg_to_grams, litres_to_ml, ml_to_litres

HEADSPACE_ML = 20  # leave a gap at the top of every bottle
JUICE_SHARE = 0.1  # 10% fruit juice for the second ferment
SUGAR_G_PER_LITRE = 50  # for brewing the sweet tea
STARTER_SHARE = 0.1  # keep back 10% as starter for the next batch


def bottles_for_batch(litres, bottle_ml=330):
    fill = bottle_ml - HEADSPACE_ML
    return int(litres_to_ml(litres) // fill)


def juice_needed_ml(litres):
    return round(litres_to_ml(litres) * JUICE_SHARE)


def sugar_needed_g(litres, sugar_in_stock_kg):
    needed = litres * SUGAR_G_PER_LITRE
    return max(0, needed - kg_to_grams(sugar_in_stock_kg))


def starter_litres(total_ml):
    return round(ml_to_litres(total_ml) * STARTER_SHARE, 2)
