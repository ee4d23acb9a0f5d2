"""Tram fares by number of zones crossed and passenger type."""

ZONE_PRICES = {1: 1.80, 2: 2.60, 3: 3.40}
DISCOUNTS = {"adult": 0.0, "child": 0.5, "senior": 0.3, "student": 0.2}


def fare_for(zones, passenger="adult"):
    """Single-ride price in euros for travelling through `zones` zones."""
    if zones < 1:
        raise ValueError("a ride covers at least one zone")
    if passenger not in DISCOUNTS:
        raise ValueError(f"unknown passenger type: {passenger}")
    base = ZONE_PRICES.get(zones, ZONE_PRICES[3])
    return round(base * (1 - DISCOUNTS[passenger]), 2)


def day_pass_worth_it(rides, zones, passenger="adult", day_pass=7.50):
    return rides * fare_for(zones, passenger) > day_pass
