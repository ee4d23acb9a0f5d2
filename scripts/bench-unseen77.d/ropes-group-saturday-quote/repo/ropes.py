"""Booking prices for the high ropes adventure course."""

COURSE_PRICES = {"adult": 32.00, "junior": 24.00, "mini": 15.00}
WEEKEND_EXTRA = 3.00        # per climber on Saturdays and Sundays
ZIP_WIRE = 8.00             # per climber
PHOTO_PACKAGE = 12.00       # per booking
GROUP_SIZE = 8
GROUP_DISCOUNT = 0.10
WEEKEND_DAYS = ("saturday", "sunday")


def climber_price(kind, day, zip_wire=False):
    price = COURSE_PRICES[kind]
    if day.lower() in WEEKEND_DAYS:
        price += WEEKEND_EXTRA
    if zip_wire:
        price += ZIP_WIRE
    return price


def booking_total(climbers, day, zip_wire=False, photos=False):
    """climbers is a dict like {"adult": 2, "junior": 3}."""
    subtotal = 0.0
    headcount = 0
    for kind, count in climbers.items():
        subtotal += climber_price(kind, day, zip_wire) * count
        headcount += count
    if headcount >= GROUP_SIZE:
        subtotal *= 1 - GROUP_DISCOUNT
    if photos:
        subtotal += PHOTO_PACKAGE
    return round(subtotal, 2)
