"""Parcel lockers: which box a parcel goes in and how long it may wait there."""
from datetime import timedelta

HOLD_DAYS = 3
PIN_LENGTH = 6
# inner height, width and depth of each box in centimetres
BOX_SIZES = {"S": (8, 38, 64), "M": (19, 38, 64), "L": (41, 38, 64)}


def fits(size, parcel):
    return all(p <= b for p, b in zip(sorted(parcel), sorted(BOX_SIZES[size])))


def smallest_box(parcel):
    for size in ("S", "M", "L"):
        if fits(size, parcel):
            return size
    return None


def pickup_deadline(delivered, hold_days=HOLD_DAYS):
    """Last day the customer can collect a parcel placed on `delivered`."""
    return delivered + timedelta(days=hold_days)


def is_expired(delivered, today):
    """Expired parcels go back to the depot on the next van."""
    return today > pickup_deadline(delivered)
