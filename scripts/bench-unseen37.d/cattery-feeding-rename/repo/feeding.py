"""Daily food portions for cats boarding at the cattery."""

GRAMS_PER_KG = 12
KITTEN_EXTRA = 1.5
SENIOR_FACTOR = 0.9


def food_amount(cat):
    grams = cat["weight_kg"] * GRAMS_PER_KG
    if cat["age_years"] < 1:
        grams *= KITTEN_EXTRA
    elif cat["age_years"] >= 11:
        grams *= SENIOR_FACTOR
    return round(grams)


def meals_per_day(cat):
    return 3 if cat["age_years"] < 1 else 2
