"""Allergen warnings for the deli counter."""

ALLERGENS = {
    "peanut": ["peanut", "groundnut"],
    "gluten": ["wheat", "barley", "rye", "spelt"],
    "milk": ["milk", "butter", "cream", "cheese", "yoghurt"],
    "egg": ["egg", "mayonnaise"],
    "sesame": ["sesame", "tahini"],
}


def contains(ingredients, allergen):
    """True if any ingredient mentions one of the allergen's keywords."""
    keywords = ALLERGENS[allergen]
    return any(word in item for item in ingredients for word in keywords)


def warnings(ingredients):
    return [name for name in ALLERGENS if contains(ingredients, name)]
