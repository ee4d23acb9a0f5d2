"""Estimate what a stamp would fetch."""
from grading import grade_factor

CATALOGUE_SHARE = 0.35  # dealers rarely pay full catalogue price


def base_price(stamp):
    return float(stamp["catalogue_price"]) * CATALOGUE_SHARE


def rarity_bonus(stamp):
    return 1.5 if stamp.get("variety") else 1.0


def estimate_value(stamp):
    value = base_price(stamp) * rarity_bonus(stamp) * grade_factor(stamp)
    return round(value, 2)
