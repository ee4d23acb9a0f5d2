"""Prices for the city bike rental."""

FREE_MINUTES = 30
BLOCK_MINUTES = 15
BLOCK_PRICE = 2.0
DAY_CAP = 25.0


def rental_cost(minutes):
    """The first 30 minutes are free; after that every started
    15-minute block costs BLOCK_PRICE, up to DAY_CAP."""
    if minutes <= FREE_MINUTES:
        return 0.0
    extra = minutes - FREE_MINUTES
    blocks = extra // BLOCK_MINUTES
    return min(blocks * BLOCK_PRICE, DAY_CAP)
