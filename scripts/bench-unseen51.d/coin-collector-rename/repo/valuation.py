"""Rough values for the coins in my collection.

Base values are what the dealers' price guide says for a coin in Fine
condition. Better grades multiply that up, worse grades knock it down.
"""

GRADE_MULTIPLIERS = {
    "Poor": 0.25,
    "Fine": 1.0,
    "Very Fine": 1.8,
    "Extremely Fine": 3.0,
    "Uncirculated": 5.0,
}
SILVER_MELT_PER_GRAM = 0.62   # £ per gram of pure silver, updated now and then


def melt(coin):
    """Scrap value of the silver in a coin, in pounds."""
    return coin.get("weight_g", 0) * coin.get("silver_fraction", 0) * SILVER_MELT_PER_GRAM


def val(coin):
    """Estimated value of one coin: guide price for its grade, but never
    less than the silver in it."""
    guide = coin["base_value"] * GRADE_MULTIPLIERS[coin["grade"]]
    return round(max(guide, melt(coin)), 2)


def collection_total(coins):
    """Estimated value of a whole tray or album."""
    return round(sum(val(c) for c in coins), 2)
