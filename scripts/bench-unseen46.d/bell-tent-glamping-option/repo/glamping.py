"""Prices for the bell tents at Meadow End glamping."""

TENT_RATES = {"bell_4m": 65.0, "bell_5m": 85.0, "safari": 120.0}
INCLUDED_GUESTS = 2
EXTRA_GUEST = 10.0  # per extra guest, per night
CLEANING_FEE = 20.0
MIN_NIGHTS = 2


def stay_price(tent, nights, guests=2):
    if tent not in TENT_RATES:
        raise ValueError(f"unknown tent: {tent}")
    if nights < MIN_NIGHTS:
        raise ValueError(f"minimum stay is {MIN_NIGHTS} nights")
    price = TENT_RATES[tent] * nights
    price += max(0, guests - INCLUDED_GUESTS) * EXTRA_GUEST * nights
    price += CLEANING_FEE
    return round(price, 2)


def deposit(price):
    return round(price * 0.3, 2)
