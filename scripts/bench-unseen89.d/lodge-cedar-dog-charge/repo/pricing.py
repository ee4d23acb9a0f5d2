"""Prices for stays at Larchwood Lodges."""

NIGHTLY_RATE = {"pine": 95.00, "cedar": 120.00, "oak": 150.00}
WEEKEND_SURCHARGE = 20.00   # extra for each Friday or Saturday night
DOG_FEE_PER_NIGHT = 15.00   # per dog, per night
MAX_DOGS = 2
CLEANING_FEE = 40.00
MIN_NIGHTS = 2


def nights_cost(lodge, nights, weekend_nights=0):
    """Room cost for the stay, before extras."""
    if lodge not in NIGHTLY_RATE:
        raise ValueError("unknown lodge: %s" % lodge)
    if nights < MIN_NIGHTS:
        raise ValueError("minimum stay is %d nights" % MIN_NIGHTS)
    if weekend_nights < 0 or weekend_nights > nights:
        raise ValueError("weekend nights must be between 0 and the number of nights")
    return NIGHTLY_RATE[lodge] * nights + WEEKEND_SURCHARGE * weekend_nights


def dog_fee(dogs, nights):
    """Charge for bringing dogs along."""
    if dogs < 0 or dogs > MAX_DOGS:
        raise ValueError("we allow up to %d dogs per lodge" % MAX_DOGS)
    return DOG_FEE_PER_NIGHT * dogs


def stay_total(lodge, nights, weekend_nights=0, dogs=0):
    """Full price of a stay, including cleaning."""
    total = nights_cost(lodge, nights, weekend_nights)
    total += dog_fee(dogs, nights)
    total += CLEANING_FEE
    return round(total, 2)
