"""Postage prices for parcels sent from the shop."""

# (maximum weight in grams, price in pounds); a parcel goes in the first band it fits
BANDS = [(100, 0.85), (750, 1.55), (2000, 3.20), (10000, 6.99)]
SIGNED_FOR = 1.50
INTERNATIONAL_MULTIPLIER = 2.0
PACKAGING_GRAMS = 40


def band_price(grams):
    for limit, price in BANDS:
        if grams < limit:
            return price
    raise ValueError(f"parcel too heavy to post: {grams} g")


def postage(weight_kg, signed=False, international=False):
    """Price to post a parcel weighing weight_kg (packaging included)."""
    grams = weight_kg * 100
    price = band_price(grams)
    if international:
        price *= INTERNATIONAL_MULTIPLIER
    if signed:
        price += SIGNED_FOR
    return round(price, 2)


def order_postage(item_weights_kg, signed=False, international=False):
    """Postage for a whole order sent as one parcel."""
    total_kg = sum(item_weights_kg) + PACKAGING_GRAMS / 1000
    return postage(total_kg, signed, international)
