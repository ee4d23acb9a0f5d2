"""Unit helpers shared by the brewing scripts."""

ML_PER_LITRE = 1000
GRAMS_PER_KG = 1000


def litres_to_ml(litres):
    return litres / ML_PER_LITRE


def ml_to_litres(ml):
    return ml / ML_PER_LITRE


def kg_to_grams(kg):
    return kg * GRAMS_PER_KG


def celsius_to_fahrenheit(c):
    return round(c * 9 / 5 + 32, 1)
