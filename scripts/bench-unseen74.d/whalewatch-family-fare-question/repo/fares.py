"""Whale-watching boat trips: fares for a booking."""

ADULT_FARE = 38.00
CHILD_FARE = 22.00            # ages 4 to 15
FREE_UNDER = 4                # under-4s sail free
SLOT_EXTRA_PER_PERSON = {"morning": 0.00, "afternoon": 0.00, "sunset": 6.00}
WEEKEND_SURCHARGE = 0.10      # Saturday and Sunday
FAMILY_DISCOUNT = 0.15        # two adults with two or more paying children
PHOTO_PACK = 12.50
BOOKING_FEE = 2.00


def paying_children(child_ages):
    return [age for age in child_ages if age >= FREE_UNDER]


def fares(adults, child_ages, slot):
    children = paying_children(child_ages)
    extra = SLOT_EXTRA_PER_PERSON[slot]
    return adults * (ADULT_FARE + extra) + len(children) * (CHILD_FARE + extra)


def trip_price(adults, child_ages, day, slot="morning", photo_pack=False):
    total = fares(adults, child_ages, slot)
    if day.lower() in ("saturday", "sunday"):
        total *= 1 + WEEKEND_SURCHARGE
    if adults == 2 and len(paying_children(child_ages)) >= 2:
        total *= 1 - FAMILY_DISCOUNT
    if photo_pack:
        total += PHOTO_PACK
    total += BOOKING_FEE
    return round(total, 2)
