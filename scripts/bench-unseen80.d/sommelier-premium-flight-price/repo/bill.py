"""Works out the bill for a tasting party."""

from tastings import (
    FLIGHTS,
    CHEESE_BOARD,
    MASTERCLASS_DEPOSIT,
    GROUP_SIZE,
    GROUP_DISCOUNT,
    BOTTLE_TO_TAKE_HOME,
)


def tasting_bill(flight, guests, cheese=False):
    """Total for a party who all have the same flight."""
    if flight not in FLIGHTS:
        raise ValueError("no such flight: %s" % flight)
    if guests < 1:
        raise ValueError("need at least one guest")
    flights = FLIGHTS[flight] * guests
    if guests >= GROUP_SIZE:
        flights -= flights * GROUP_DISCOUNT
    total = flights
    if cheese:
        total += CHEESE_BOARD * guests
    return round(total, 2)


def masterclass_deposit(guests):
    """One deposit per masterclass booking, whatever the size."""
    if guests < 1:
        raise ValueError("need at least one guest")
    return MASTERCLASS_DEPOSIT


def bottle_price_after_tasting(shelf_price):
    return round(shelf_price * (1 - BOTTLE_TO_TAKE_HOME), 2)
