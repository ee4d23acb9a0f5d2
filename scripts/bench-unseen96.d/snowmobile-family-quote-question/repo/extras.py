"""Kit hire and the final bill for snowmobile tours."""

from tours import tour_price

THERMAL_SUIT = 12.00     # per person
BOOTS_AND_GLOVES = 6.00  # per person, free with a thermal suit
PHOTO_PACKAGE = 25.00


def kit_hire(suits=0, boots_only=0):
    return THERMAL_SUIT * suits + BOOTS_AND_GLOVES * boots_only


def booking_total(tour, drivers, passenger_ages=(), day="mon",
                  suits=0, boots_only=0, photos=False):
    total = tour_price(tour, drivers, passenger_ages, day)
    total += kit_hire(suits, boots_only)
    if photos:
        total += PHOTO_PACKAGE
    return round(total, 2)
