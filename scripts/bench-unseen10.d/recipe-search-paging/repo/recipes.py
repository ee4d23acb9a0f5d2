RECIPES = [
    "Pancakes", "Omelette", "Tomato Soup", "Caesar Salad", "Lasagna",
    "Fried Rice", "Chili", "Banana Bread", "Guacamole", "Risotto",
    "Pad Thai", "Apple Pie",
]


def search(term):
    term = term.lower()
    return [r for r in RECIPES if term in r.lower()]
