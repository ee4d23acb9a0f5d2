"""Prices at the waffle van."""

BASE = {"classic": 5.00, "bubble": 6.50, "mini stack": 4.00}
FREE_TOPPINGS = 2
TOPPING_PRICE = 0.75
PREMIUM_TOPPINGS = {"biscoff": 1.25, "kinder": 1.50}
ICE_CREAM_SCOOP = 1.80
LOYALTY_EVERY = 8               # every 8th stamp gets a free waffle


def toppings_price(toppings):
    """The first two ordinary toppings are free; premium ones always cost extra."""
    ordinary = [t for t in toppings if t not in PREMIUM_TOPPINGS]
    premium = sum(PREMIUM_TOPPINGS[t] for t in toppings if t in PREMIUM_TOPPINGS)
    return (len(ordinary) - FREE_TOPPINGS) * TOPPING_PRICE + premium


def waffle_price(style, toppings=(), scoops=0):
    """One waffle with its toppings and ice cream."""
    return round(BASE[style] + toppings_price(toppings) + scoops * ICE_CREAM_SCOOP, 2)


def free_waffle_due(stamps):
    """True when the loyalty card has earned a free waffle."""
    return stamps > 0 and stamps % LOYALTY_EVERY == 0
