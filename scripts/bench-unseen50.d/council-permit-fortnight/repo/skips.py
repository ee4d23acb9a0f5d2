"""Quotes for Dawson & Daughter skip hire.

Skip prices include delivery, collection, tipping and the first week.
If the skip has to go on the road instead of a driveway, the council
wants a permit, and we're required to put lamps on it at night.
"""

import math

SKIP_PRICES = {"mini": 120.0, "midi": 175.0, "builders": 230.0, "maxi": 320.0}
STANDARD_DAYS = 7
EXTRA_DAY = 8.0           # per day after the first week
PERMIT_FEE = 45.0         # council road permit
PERMIT_DAYS = 14          # one permit covers this many days
LAMPS_FEE = 10.0          # per hire, road skips only
BANNED_ITEMS = ("fridges", "tyres", "plasterboard", "paint", "gas bottles")


def extra_days(days):
    """Days charged on top of the standard week."""
    return max(0, days - STANDARD_DAYS)


def permits_needed(days, on_road=True):
    """How many council permits a hire needs. Driveway skips need none."""
    if not on_road:
        return 0
    return days // PERMIT_DAYS + 1


def quote(size, days, on_road=False):
    """Full price for hiring one skip for `days` days."""
    price = SKIP_PRICES[size] + extra_days(days) * EXTRA_DAY
    if on_road:
        price += permits_needed(days) * PERMIT_FEE + LAMPS_FEE
    return round(price, 2)


def weeks_on_site(days):
    """For the diary: whole or part weeks the skip is out."""
    return math.ceil(days / 7)


if __name__ == "__main__":
    print(quote("midi", 5))
    print(quote("builders", 14, on_road=True))
