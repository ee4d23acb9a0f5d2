"""Prices for trail rides at the ranch."""

HORSE_RATE = 35.00        # per rider per hour
PONY_RATE = 22.00         # per rider per hour, for younger riders
WEEKEND_EXTRA = 5.00      # per rider
GROUP_SIZE = 6
GROUP_DISCOUNT = 0.10
MAX_HOURS = 4


def ride_price(riders, hours, pony=False, weekend=False):
    """Price of one trail ride booking."""
    if hours < 1 or hours > MAX_HOURS:
        raise ValueError("rides are between 1 and %d hours" % MAX_HOURS)
    rate = PONY_RATE if pony else HORSE_RATE
    price = rate * hours * riders
    if weekend:
        price += WEEKEND_EXTRA * riders
    if riders >= GROUP_SIZE:
        price *= 1 - GROUP_DISCOUNT
    return round(price, 2)


def deposit(riders, hours, pony=False, weekend=False):
    """A quarter of the price is taken when booking."""
    return round(ride_price(riders, hours, pony, weekend) * 0.25, 2)
