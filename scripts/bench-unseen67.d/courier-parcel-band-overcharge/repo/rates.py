"""Parcel prices for Swift Wheels Couriers."""

# (heaviest weight in kg for the band, price for the band)
WEIGHT_BANDS = [
    (2, 4.50),
    (5, 7.20),
    (10, 11.80),
    (20, 16.90),
    (30, 22.40),
]

ZONE_MULTIPLIER = {
    "local": 1.0,
    "national": 1.35,
    "islands": 2.10,
}

NEXT_DAY_EXTRA = 5.00
SIGNED_FOR_EXTRA = 1.75


def band_price(weight_kg):
    if weight_kg <= 0:
        raise ValueError("Weight must be more than zero")
    for heaviest, price in WEIGHT_BANDS:
        if weight_kg < heaviest:
            return price
    raise ValueError(f"{weight_kg}kg is over our 30kg limit")


def parcel_price(weight_kg, zone="local", next_day=False, signed_for=False):
    price = band_price(weight_kg) * ZONE_MULTIPLIER[zone]
    if next_day:
        price += NEXT_DAY_EXTRA
    if signed_for:
        price += SIGNED_FOR_EXTRA
    return round(price, 2)


def collection_total(parcels):
    """parcels is a list of dicts with the parcel_price arguments."""
    return round(sum(parcel_price(**p) for p in parcels), 2)


if __name__ == "__main__":
    print(collection_total([
        {"weight_kg": 5, "zone": "local"},
        {"weight_kg": 3.4, "zone": "local", "signed_for": True},
    ]))
