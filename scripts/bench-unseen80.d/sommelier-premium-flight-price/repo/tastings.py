"""Tasting menu and prices for The Cork & Glass wine tastings.

All prices are per person unless noted otherwise.
"""

FLIGHTS = {
    "house": 18.00,        # four house wines
    "old world": 26.00,    # five European wines
    "new world": 26.00,    # five wines from everywhere else
    "premium": 39.00,      # five wines, sommelier-led
}

CHEESE_BOARD = 9.50           # per person, optional
MASTERCLASS_DEPOSIT = 39.00   # non-refundable, private masterclass bookings
GROUP_SIZE = 8                # groups of this many or more get a discount
GROUP_DISCOUNT = 0.10         # off the flights only
BOTTLE_TO_TAKE_HOME = 0.15    # discount on bottles bought after a tasting

TASTING_DAYS = ("Thursday", "Friday", "Saturday")
