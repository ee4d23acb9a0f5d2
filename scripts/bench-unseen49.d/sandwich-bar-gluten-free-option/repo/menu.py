"""Sandwich prices for The Crusty Cob sandwich bar."""

FILLINGS = {
    "cheese_pickle": 3.20,
    "egg_cress": 3.00,
    "tuna_mayo": 3.60,
    "hummus_veg": 3.40,
    "blt": 4.10,
    "chicken_pesto": 4.50,
    "coronation_chicken": 4.30,
}

LARGE_EXTRA = 1.00      # baguette instead of two slices of bloomer
TOASTED_EXTRA = 0.50    # panini press


def sandwich_price(filling, large=False, toasted=False):
    """Price of one sandwich, rounded to the penny."""
    if filling not in FILLINGS:
        raise KeyError(f"{filling} isn't on the menu")
    price = FILLINGS[filling]
    if large:
        price += LARGE_EXTRA
    if toasted:
        price += TOASTED_EXTRA
    return round(price, 2)


def cheapest_fillings(n=3):
    """For the 'under a fiver' board by the door."""
    return sorted(FILLINGS, key=FILLINGS.get)[:n]
