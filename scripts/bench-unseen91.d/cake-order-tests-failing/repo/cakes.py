"""Celebration cake pricing."""

BASE_PRICES = {  # by diameter in inches, for a single tier
    6: 35.00,
    8: 48.00,
    10: 62.00,
    12: 80.00,
}
EXTRA_TIER_RATE = 0.60   # each tier after the first costs 60% of the base
FREE_LETTERS = 10        # letters in the message that are included
PRICE_PER_LETTER = 0.20  # spaces are not counted as letters
RUSH_FEE = 15.00         # orders with less than 3 days' notice
RUSH_DAYS = 3


def tier_price(size, tiers=1):
    if size not in BASE_PRICES:
        raise ValueError("we don't make a %s inch cake" % size)
    if tiers < 1:
        raise ValueError("a cake needs at least one tier")
    base = BASE_PRICES[size]
    return base + base * EXTRA_TIER_RATE * tiers


def message_charge(message):
    letters = len(message.replace(" ", ""))
    return letters * PRICE_PER_LETTER


def cake_price(size, tiers=1, message="", days_notice=7):
    price = tier_price(size, tiers) + message_charge(message)
    if days_notice < RUSH_DAYS:
        price += RUSH_FEE
    return round(price, 2)
