"""Quotes and final bills for Hadley Skips.

Skip sizes are in cubic yards. The price covers delivery, collection,
14 days on site and tipping up to the weight allowance for that size.
"""

from helpers import extra_days, tonnes_over

SKIP_PRICES = {4: 180.0, 6: 230.0, 8: 275.0, 12: 340.0}
WEIGHT_ALLOWANCE_KG = {4: 1000, 6: 1500, 8: 2000, 12: 2500}
OVERWEIGHT_PER_TONNE = 120.0
INCLUDED_DAYS = 14
EXTRA_DAY_RATE = 6.0
ROAD_PLACEMENT_FEE = 40.0    # skip on the road needs lights and the licence


def final_bill(size, weight_kg, days_on_site, on_road=False):
    """What the customer pays once the skip has been weighed at the tip."""
    if size not in SKIP_PRICES:
        raise ValueError(f"We don't do a {size} yard skip")
    total = SKIP_PRICES[size]
    total += extra_days(days_on_site, INCLUDED_DAYS) * EXTRA_DAY_RATE
    if on_road:
        total += ROAD_PLACEMENT_FEE
    total += tonnes_over(weight_kg, WEIGHT_ALLOWANCE_KG[size]) * OVERWEIGHT_PER_TONNE
    return round(total, 2)


def quote(size, days_on_site=INCLUDED_DAYS, on_road=False):
    """Price before the skip is weighed (assumes it's within the allowance)."""
    return final_bill(size, 0, days_on_site, on_road)


if __name__ == "__main__":
    print(f"£{quote(8):.2f}")
    print(f"£{final_bill(6, 1930, 10, on_road=True):.2f}")
