"""Price list for the crêpe stall at the Saturday farmers' market.

Prices include VAT.  Update these when the chalk board changes.
"""

# Sweet and savoury crêpes, price each
CREPES = {
    "sugar_lemon": 4.50,
    "nutella": 5.50,
    "ham_cheese": 6.75,
    "spinach_feta": 6.95,
    "banoffee": 6.25,
}

# Extra toppings, price per crêpe
TOPPINGS = {
    "banana": 0.80,
    "strawberries": 1.20,
    "cream": 0.60,
    "ice_cream": 1.50,
    "mushrooms": 0.90,
}

# Hot drinks from the urn and the little espresso machine
DRINKS = {
    "tea": 2.20,
    "latte": 3.10,
    "hot_choc": 3.40,
}
