from allergens import warnings

DISHES = {
    "Satay noodles": ["rice noodles", "Crushed Peanuts", "soy sauce", "lime"],
    "Hummus plate": ["chickpeas", "Tahini", "olive oil", "pitta (Wheat flour)"],
    "Green salad": ["lettuce", "cucumber", "olive oil"],
    "Egg mayo roll": ["eggs", "mayonnaise", "wheat roll", "butter"],
}


def label(dish, ingredients):
    found = warnings(ingredients)
    return f"{dish}: contains {', '.join(found)}" if found else f"{dish}: no listed allergens"


if __name__ == "__main__":
    for dish, ingredients in DISHES.items():
        print(label(dish, ingredients))
