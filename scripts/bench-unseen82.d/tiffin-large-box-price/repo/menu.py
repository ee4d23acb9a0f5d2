"""Menu prices for Spice Route Tiffins (weekday lunch deliveries)."""

TIFFIN_PRICES = {
    "small": 6.75,     # two tiers: curry and rice
    "regular": 8.25,   # three tiers: curry, dal, rice
    "large": 9.50,     # four tiers: two curries, dal, rice
}

SIDES = {
    "roti": 1.20,
    "samosa": 1.80,
    "raita": 1.50,
    "family dal pot": 9.50,
}

DELIVERY_FEE = 2.50
FREE_DELIVERY_FROM = 25.00
WEEKLY_DISCOUNT = 0.10   # ordering all five weekdays at once
