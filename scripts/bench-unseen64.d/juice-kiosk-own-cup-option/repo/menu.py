"""Drinks menu and prices for the juice kiosk."""

DRINKS = {
    "green machine": 4.20,
    "beet it": 4.00,
    "tropical sunrise": 4.50,
    "orange and ginger": 3.80,
    "berry blast": 4.30,
}
SIZES = {"small": -0.60, "regular": 0.00, "large": 1.10}
BOOSTS = {"protein": 0.90, "spirulina": 0.70, "chia": 0.50}


def drink_price(drink, size="regular", boosts=()):
    drink = drink.lower()
    if drink not in DRINKS:
        raise ValueError(f"Not on the menu: {drink}")
    if size not in SIZES:
        raise ValueError(f"Unknown size: {size}")
    price = DRINKS[drink] + SIZES[size]
    for boost in boosts:
        price += BOOSTS[boost]
    return round(price, 2)
