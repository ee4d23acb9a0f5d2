"""Hanging basket price list for the nursery."""

BASKET_PRICE = {12: 18.50, 14: 24.50, 16: 31.00}   # by diameter in inches
PLANTS_INCLUDED = {12: 5, 14: 7, 16: 9}
EXTRA_PLANT = 1.20
BULK_QTY = 10
BULK_DISCOUNT = 0.10


def basket_price(size):
    if size not in BASKET_PRICE:
        raise ValueError(f"we don't make {size} inch baskets")
    return BASKET_PRICE[size]


def line_price(size, qty, extra_plants=0):
    """Price for qty baskets of one size, each with extra_plants added."""
    price = basket_price(size) * qty + extra_plants * EXTRA_PLANT
    if qty >= BULK_QTY:
        price *= 1 - BULK_DISCOUNT
    return round(price, 2)


def plants_needed(size, qty, extra_plants=0):
    return (PLANTS_INCLUDED[size] + extra_plants) * qty
