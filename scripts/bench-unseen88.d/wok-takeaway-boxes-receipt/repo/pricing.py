"""Prices for the wok cookery classes."""

SEAT_PRICE = 45.00
APRON_PRICE = 8.50            # branded apron to keep
COUPLES_DISCOUNT = 5.00       # off each seat when booking exactly two
EVENING_SURCHARGE = 6.00      # per seat for classes starting after 6pm


def class_total(seats, apron=False, evening=False):
    per_seat = SEAT_PRICE
    if evening:
        per_seat += EVENING_SURCHARGE
    if seats == 2:
        per_seat -= COUPLES_DISCOUNT
    total = per_seat * seats
    if apron:
        total += APRON_PRICE * seats
    return round(total, 2)
