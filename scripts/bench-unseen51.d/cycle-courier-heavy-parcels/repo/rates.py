"""Delivery rates for Spokes Cycle Courier.

Parcels go in a band by weight. Each band is "up to and including" its
top weight, so a 2 kg parcel is still Small. Anything over 15 kg is too
much for the cargo bike and we have to turn it down.
"""

# (top weight in kg, band name, base price in £)
WEIGHT_BANDS = [
    (2, "Small", 6.00),
    (5, "Medium", 9.00),
    (15, "Cargo", 14.00),
]
ZONE_EXTRAS = {1: 0.0, 2: 3.50, 3: 7.00}    # zone 1 is the city centre
SAME_HOUR_SURCHARGE = 5.00


def band_for(weight_kg):
    """The (name, price) band a parcel falls in, or None if it's too heavy."""
    for top_kg, name, price in WEIGHT_BANDS:
        if weight_kg < top_kg:
            return name, price
    return None


def delivery_price(weight_kg, zone=1, same_hour=False):
    """Price for one drop. Raises ValueError if we can't carry it."""
    band = band_for(weight_kg)
    if band is None:
        raise ValueError(f"{weight_kg} kg is over our {WEIGHT_BANDS[-1][0]} kg limit")
    price = band[1] + ZONE_EXTRAS[zone]
    if same_hour:
        price += SAME_HOUR_SURCHARGE
    return round(price, 2)
