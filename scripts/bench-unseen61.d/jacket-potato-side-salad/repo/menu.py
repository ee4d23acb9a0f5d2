"""Prices for the jacket potato van."""

SIZES = {"regular": 3.50, "large": 4.75}
FILLINGS = {
    "cheese": 1.20,
    "beans": 1.00,
    "tuna mayo": 1.80,
    "chilli": 2.20,
    "coleslaw": 0.90,
    "bacon": 1.50,
}
MAX_FILLINGS = 3
DRINK = 1.30


def potato_price(size, fillings):
    if len(fillings) > MAX_FILLINGS:
        raise ValueError(f"no more than {MAX_FILLINGS} fillings on one potato")
    return round(SIZES[size] + sum(FILLINGS[f] for f in fillings), 2)


def order_total(potatoes, drinks=0):
    """potatoes is a list of (size, fillings) pairs."""
    total = sum(potato_price(size, fillings) for size, fillings in potatoes)
    total += drinks * DRINK
    return round(total, 2)
