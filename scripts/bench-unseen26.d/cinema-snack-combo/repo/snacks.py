"""Snack counter prices and deals. All prices in pence."""

PRICES = {
    "popcorn_small": 450,
    "popcorn_large": 650,
    "nachos": 550,
    "drink_small": 280,
    "drink_large": 380,
    "ice_cream": 400,
    "hot_dog": 520,
}

POPCORN = {"popcorn_small", "popcorn_large"}
DRINKS = {"drink_small", "drink_large"}

# money off a popcorn + drink bought together
COMBO_DISCOUNT_PCT = 10
# money off everything for students showing a valid card
STUDENT_DISCOUNT_PCT = 10
# members get a free small popcorn every this many visits
MEMBER_FREE_POPCORN_EVERY = 10


def is_combo(items):
    return any(i in POPCORN for i in items) and any(i in DRINKS for i in items)


def basket_total(items, student=False):
    total = sum(PRICES[i] for i in items)
    if is_combo(items):
        total -= total * COMBO_DISCOUNT_PCT // 100
    if student:
        total -= total * STUDENT_DISCOUNT_PCT // 100
    return total
