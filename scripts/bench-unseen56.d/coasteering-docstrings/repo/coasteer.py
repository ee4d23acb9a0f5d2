"""Booking helper for our coasteering trips along the Pembrokeshire coast.

Everyone gets a wetsuit, helmet and buoyancy aid; we just need their
height to pick a wetsuit and their age to check they can come along.
"""

MIN_AGE = 8
ADULT_AGE = 18
ADULT_PRICE = 55.00
JUNIOR_PRICE = 45.00
GROUP_SIZE_FOR_DISCOUNT = 6
GROUP_DISCOUNT = 5.00          # off each person
TIDE_CUTOFF_HOURS = 2          # no trips this close to high water

# (tallest height in cm, wetsuit size)
WETSUIT_SIZES = [(140, "junior S"), (155, "junior L"), (168, "adult S"),
                 (180, "adult M"), (192, "adult L")]


def wetsuit_size(height_cm):
    for tallest, size in WETSUIT_SIZES:
        if height_cm <= tallest:
            return size
    return "adult XL"


def can_join(age, can_swim, with_adult=False):
    if age < MIN_AGE or not can_swim:
        return False
    if age < ADULT_AGE:
        return with_adult or age >= 16
    return True


def trip_price(ages):
    per_head = [ADULT_PRICE if a >= ADULT_AGE else JUNIOR_PRICE for a in ages]
    total = sum(per_head)
    if len(ages) >= GROUP_SIZE_FOR_DISCOUNT:
        total -= GROUP_DISCOUNT * len(ages)
    return round(total, 2)


def safe_to_run(hours_from_high_water):
    """True if the trip is far enough from high tide to go ahead."""
    return abs(hours_from_high_water) >= TIDE_CUTOFF_HOURS


if __name__ == "__main__":
    print(wetsuit_size(172), can_join(12, True, with_adult=True), trip_price([40, 38, 12]))
