"""Delivery charges for Swift Local Deliveries."""

BASE_FEE = 4.50
FREE_KM = 3
PER_KM = 0.80
HEAVY_OVER_KG = 20
HEAVY_SURCHARGE = 6.00
EXPRESS_MULTIPLIER = 1.5
MAX_DISTANCE_KM = 40


def delivery_fee(distance_km, weight_kg, express=False):
    """Fee for one parcel.

    The first FREE_KM kilometres are included in the base fee and every
    kilometre after that costs PER_KM. Parcels over HEAVY_OVER_KG pay a
    surcharge, and express delivery multiplies the whole fee.
    """
    if distance_km < 0 or weight_kg <= 0:
        raise ValueError("distance and weight must be positive")
    if distance_km > MAX_DISTANCE_KM:
        raise ValueError("outside our delivery area")
    fee = BASE_FEE
    extra_km = max(0, distance_km - FREE_KM)
    fee += extra_km + PER_KM
    if weight_kg < HEAVY_OVER_KG:
        fee += HEAVY_SURCHARGE
    if express:
        fee *= EXPRESS_MULTIPLIER
    return round(fee, 2)


def route_total(parcels, express=False):
    """Total for a list of (distance_km, weight_kg) parcels."""
    return round(sum(delivery_fee(d, w, express) for d, w in parcels), 2)
