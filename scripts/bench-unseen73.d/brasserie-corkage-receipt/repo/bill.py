"""Brasserie Lumiere: working out a table's bill."""

MENU = {
    "onion soup": ("food", 7.50),
    "moules frites": ("food", 18.00),
    "steak frites": ("food", 24.50),
    "duck confit": ("food", 21.00),
    "creme brulee": ("food", 7.00),
    "house red (glass)": ("drink", 6.75),
    "sparkling water": ("drink", 3.50),
    "espresso": ("drink", 2.90),
}

EARLY_BIRD_DISCOUNT = 0.20   # 20% off food (not drinks) before 6pm


def price_of(item):
    if item not in MENU:
        raise ValueError(f"{item} is not on the menu")
    return MENU[item][1]


def food_total(items):
    return sum(price_of(i) for i in items if MENU[i][0] == "food")


def early_bird_saving(items, early_bird):
    if not early_bird:
        return 0.0
    return round(food_total(items) * EARLY_BIRD_DISCOUNT, 2)


def bill_total(items, early_bird=False):
    total = sum(price_of(item) for item in items)
    total -= early_bird_saving(items, early_bird)
    return round(total, 2)
