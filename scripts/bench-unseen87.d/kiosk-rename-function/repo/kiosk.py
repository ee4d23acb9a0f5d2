"""Prices for the park kiosk."""

PRICES = {
    "tea": 1.8,
    "coffee": 2.4,
    "hot chocolate": 2.6,
    "flapjack": 2.2,
    "ice lolly": 1.5,
    "crisps": 1.1,
}
HOT_DRINKS = ("tea", "coffee", "hot chocolate")
MEAL_DEAL_PRICE = 3.5   # any hot drink + a flapjack


def price_of(item):
    if item not in PRICES:
        raise KeyError("not on the menu: " + str(item))
    return PRICES[item]


def calc_tot(items):
    """Total for a list of item names; each hot drink + flapjack pair is a meal deal."""
    drinks = sorted((i for i in items if i in HOT_DRINKS), key=price_of, reverse=True)
    deals = min(len(drinks), items.count("flapjack"))
    total = sum(price_of(i) for i in items)
    for drink in drinks[:deals]:
        total -= price_of(drink) + PRICES["flapjack"] - MEAL_DEAL_PRICE
    return round(total, 2)
