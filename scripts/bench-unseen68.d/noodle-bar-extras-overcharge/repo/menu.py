"""Menu prices for the Golden Lantern noodle bar."""

PRICES = {
    "chicken udon": 9.50,
    "beef pho": 10.95,
    "tofu laksa": 9.25,
    "prawn pad thai": 11.50,
    "veg chow mein": 8.75,
    "spring rolls": 4.50,
    "prawn crackers": 2.95,
}

EXTRAS = {
    "egg": 1.20,
    "extra noodles": 1.50,
    "chilli oil": 0.60,
    "crispy shallots": 0.80,
}

DELIVERY_FEE = 2.99
FREE_DELIVERY_FROM = 25.00
