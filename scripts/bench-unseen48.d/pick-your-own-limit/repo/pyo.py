"""Checkout prices for the pick-your-own fruit farm."""

PRICE_PER_KG = {"strawberries": 6.0, "raspberries": 9.5, "gooseberries": 5.0, "blackcurrants": 7.0}
MAX_KG_PER_VISITOR = {"strawberries": 5.0, "raspberries": 3.0}
PUNNET_PRICE = 0.5
CHILD_ENTRY = 2.0


class LimitExceeded(Exception):
    pass


def fruit_price(fruit, kg):
    if fruit not in PRICE_PER_KG:
        raise ValueError(f"we don't grow {fruit}")
    limit = MAX_KG_PER_VISITOR.get(fruit)
    if limit is not None and kg > limit:
        raise LimitExceeded(f"sorry, {fruit} are limited to {limit:g} kg per visitor")
    return round(PRICE_PER_KG[fruit] * kg, 2)


def checkout(basket, punnets=0, children=0):
    """basket maps fruit to kilograms picked."""
    total = sum(fruit_price(fruit, kg) for fruit, kg in basket.items())
    total += punnets * PUNNET_PRICE + children * CHILD_ENTRY
    return round(total, 2)
