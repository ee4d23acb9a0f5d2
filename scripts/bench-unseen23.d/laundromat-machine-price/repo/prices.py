"""Price list. All prices in pounds."""

WASH_PRICE = {
    "standard": 4.00,
    "large": 5.50,
    "giant": 7.25,
}

DRY_PRICE_PER_10_MIN = {
    "standard": 0.80,
    "large": 1.00,
}

WEEKEND_SURCHARGE = 0.75      # added to every wash on Saturday and Sunday
DETERGENT_POD = 0.60
LOYALTY_FREE_EVERY = 10       # every 10th wash is free with a loyalty card
