"""My coin collection, kept as a list of dicts so it's easy to edit."""

from valuation import val

COINS = [
    {"name": "1887 Jubilee shilling", "base_value": 12.0, "grade": "Very Fine",
     "weight_g": 5.65, "silver_fraction": 0.925, "tray": "Victoria"},
    {"name": "1935 crown", "base_value": 15.0, "grade": "Fine",
     "weight_g": 28.28, "silver_fraction": 0.5, "tray": "George V"},
    {"name": "1967 penny", "base_value": 0.05, "grade": "Uncirculated",
     "tray": "Pre-decimal"},
    {"name": "1902 florin", "base_value": 20.0, "grade": "Poor",
     "weight_g": 11.31, "silver_fraction": 0.925, "tray": "Edward VII"},
]


def by_tray(coins):
    """Group coins by the tray they live in."""
    trays = {}
    for coin in coins:
        trays.setdefault(coin["tray"], []).append(coin)
    return trays


def most_valuable(coins, how_many=3):
    """The top few coins, best first - handy for the insurance list."""
    return sorted(coins, key=val, reverse=True)[:how_many]
