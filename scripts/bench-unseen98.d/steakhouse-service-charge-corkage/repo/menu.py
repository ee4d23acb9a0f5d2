"""Menu prices for The Ember Steakhouse."""

MENU = {
    "ribeye": 32.00,
    "sirloin": 28.50,
    "fillet": 38.00,
    "burger": 17.50,
    "fries": 4.50,
    "salad": 6.00,
    "cheesecake": 8.00,
    "sticky toffee": 7.50,
}


def price_of(item):
    if item not in MENU:
        raise KeyError(f"not on the menu: {item}")
    return MENU[item]
