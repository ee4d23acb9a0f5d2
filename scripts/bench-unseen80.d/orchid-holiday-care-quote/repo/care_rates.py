"""Holiday care rates at Moth & Bloom Orchid Nursery.

We look after customers' orchids in our glasshouse while they are away.
"""

WEEKLY_RATE = {          # per plant, per week or part week
    "small": 3.50,       # pots under 9cm
    "medium": 5.00,
    "large": 7.50,       # pots 15cm and over, or mounted plants
}

REPOT_FEE = 6.00             # per plant, bark and pot included
MULTI_PLANT_COUNT = 5        # this many plants or more ...
MULTI_PLANT_DISCOUNT = 0.10  # ... gets 10% off the care charge (not repotting)
HOME_COLLECTION = 12.00      # we fetch and return the plants
FREE_COLLECTION_OVER = 100.00
