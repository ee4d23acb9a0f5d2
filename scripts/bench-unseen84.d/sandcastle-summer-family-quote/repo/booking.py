"""Booking totals for Sandy Turrets sandcastle workshops."""

from prices import (TICKET, CHILD_MAX_AGE, FREE_UNDER, PEAK_MONTHS, PEAK_SURCHARGE,
                    GROUP_SIZE, GROUP_DISCOUNT, BUCKET_KIT, PHOTO_PACK)


def ticket_total(adults, child_ages, month):
    if adults < 1:
        raise ValueError("children must come with an adult")
    if not 1 <= month <= 12:
        raise ValueError("bad month")
    total = adults * TICKET["adult"]
    for age in child_ages:
        if age > CHILD_MAX_AGE:
            total += TICKET["adult"]
        elif age >= FREE_UNDER:
            total += TICKET["child"]
    if month in PEAK_MONTHS:
        total = total * (1 + PEAK_SURCHARGE)
    if adults + len(child_ages) >= GROUP_SIZE:
        total = total * (1 - GROUP_DISCOUNT)
    return round(total, 2)


def booking_total(adults, child_ages, month, kits=0, photos=False):
    """Tickets plus any bucket kits and the photo pack."""
    total = ticket_total(adults, child_ages, month) + kits * BUCKET_KIT
    if photos:
        total += PHOTO_PACK
    return round(total, 2)
