"""Tandem paragliding flight prices for Ridgeway Air Sports."""

PACKAGES = {
    "discovery": 129.00,
    "high flyer": 169.00,
    "thermal": 219.00,
}
HEAVY_PASSENGER_KG = 100
HEAVY_SURCHARGE = 20.00
MAX_WEIGHT_KG = 120
MIN_WEIGHT_KG = 25


def flight_price(package, weight_kg, voucher=0.0):
    """Price of one tandem flight, less any gift voucher value."""
    if package not in PACKAGES:
        raise ValueError(f"unknown package: {package}")
    if not MIN_WEIGHT_KG <= weight_kg <= MAX_WEIGHT_KG:
        raise ValueError("passenger weight outside our safe flying range")
    price = PACKAGES[package]
    if weight_kg > HEAVY_PASSENGER_KG:
        price += HEAVY_SURCHARGE
    price -= voucher
    return round(max(price, 0.0), 2)
