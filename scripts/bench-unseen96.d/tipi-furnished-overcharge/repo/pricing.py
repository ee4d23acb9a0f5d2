"""Pricing for festival tipi hire."""

NIGHTLY_RATE = {
    "small": 85.00,   # sleeps 4
    "large": 140.00,  # sleeps 8
}
FURNISHING_PER_NIGHT = 25.00   # rugs, lanterns and bedding, per tipi
DELIVERY_FEE = 60.00           # one delivery and pitching per booking
LONG_STAY_NIGHTS = 5
LONG_STAY_DISCOUNT = 0.10


def nightly_cost(size, nights, count=1):
    if size not in NIGHTLY_RATE:
        raise ValueError("unknown tipi size: %s" % size)
    if nights < 1 or count < 1:
        raise ValueError("nights and count must be at least 1")
    return NIGHTLY_RATE[size] * nights * count


def furnishing_cost(nights, count=1, furnished=False):
    if not furnished:
        return 0.0
    return FURNISHING_PER_NIGHT * nights


def booking_total(size, nights, count=1, furnished=False):
    subtotal = nightly_cost(size, nights, count)
    subtotal += furnishing_cost(nights, count, furnished)
    if nights >= LONG_STAY_NIGHTS:
        subtotal -= subtotal * LONG_STAY_DISCOUNT
    return round(subtotal + DELIVERY_FEE, 2)
