"""Postage for parcels sent from the craft shop."""

# (heaviest weight in grams, price) for each band, lightest first
BANDS = [(250, 3.20), (1000, 4.80), (2000, 7.10), (5000, 11.50)]
SIGNED_FOR = 1.75
PACKAGING_GRAMS = 80


def parcel_weight(item_grams):
    """Weight of the packed parcel: the items plus the box and padding."""
    return sum(item_grams) - PACKAGING_GRAMS


def postage(grams, signed=False):
    """Price for a parcel of the given weight; ValueError if it is too heavy."""
    if grams <= 0:
        raise ValueError("weight must be positive")
    for heaviest, price in BANDS:
        if grams < heaviest:
            break
    else:
        raise ValueError("too heavy for parcel post")
    if signed:
        price += SIGNED_FOR
    return round(price, 2)
