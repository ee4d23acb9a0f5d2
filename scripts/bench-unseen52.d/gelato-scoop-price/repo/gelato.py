"""Till prices for the Nonna Rosa gelato cart.

Everything is in pounds. The menu board is printed from these too,
so change prices here and nowhere else.
"""

SCOOP_PRICE = 2.20
KIDS_SCOOP_PRICE = 1.60      # under 12s, single scoop only
CONE_EXTRA = 0.50            # waffle cone instead of a tub
TOPPING_PRICE = 0.40         # sprinkles, sauce, flake...
AFFOGATO_PRICE = 3.80        # scoop drowned in an espresso, priced on its own


def order_total(scoops, cone=False, toppings=0):
    """Price of one serving."""
    total = scoops * SCOOP_PRICE
    if cone:
        total += CONE_EXTRA
    total += toppings * TOPPING_PRICE
    return round(total, 2)


def kids_total(cone=False, toppings=0):
    """Price of a kids' single scoop."""
    total = KIDS_SCOOP_PRICE
    if cone:
        total += CONE_EXTRA
    total += toppings * TOPPING_PRICE
    return round(total, 2)
