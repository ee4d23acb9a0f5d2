"""Pricing for stays at Meadow Lane Cottages."""

NIGHTLY_RATE = {
    "bramble": 95.00,
    "heather": 120.00,
    "willow": 150.00,
}
WEEKEND_SURCHARGE = 20.00    # extra for each Friday or Saturday night
CLEANING_FEE = 45.00         # once per stay
DOG_FEE_PER_NIGHT = 10.00    # per dog, per night
LONG_STAY_NIGHTS = 7
LONG_STAY_DISCOUNT = 0.10    # off the accommodation for long stays


def stay_cost(cottage, nights, weekend_nights=0, dogs=0):
    """Return the total price of a stay, rounded to pence."""
    if cottage not in NIGHTLY_RATE:
        raise ValueError("unknown cottage: %s" % cottage)
    if nights < 1:
        raise ValueError("a stay must be at least one night")
    if weekend_nights > nights:
        raise ValueError("more weekend nights than nights")
    rate = NIGHTLY_RATE[cottage]
    accommodation = rate * nights + WEEKEND_SURCHARGE * weekend_nights
    if nights >= LONG_STAY_NIGHTS:
        accommodation = accommodation * (1 - LONG_STAY_DISCOUNT)
    dog_charge = DOG_FEE_PER_NIGHT * dogs
    return round(accommodation + dog_charge + CLEANING_FEE, 2)
