"""Appointment billing for the chiropractic clinic."""

INITIAL_CONSULTATION = 65.00
FOLLOW_UP = 42.00
X_RAY_FEE = 55.00
LATE_CANCEL_HOURS = 24       # less notice than this counts as a late cancellation
LATE_CANCEL_FEE = 25.00
BLOCK_SIZE = 6               # pre-paid blocks of this many follow-ups get a discount
BLOCK_DISCOUNT = 0.10


def appointment_price(first_visit, x_ray=False):
    """Price of a single appointment."""
    price = FOLLOW_UP if first_visit else INITIAL_CONSULTATION
    if x_ray:
        price += X_RAY_FEE
    return price


def block_price(sessions):
    """Pre-paid follow-up sessions; blocks of six or more get 10% off."""
    total = FOLLOW_UP * sessions
    if sessions >= BLOCK_SIZE:
        total *= 1 - BLOCK_DISCOUNT
    return round(total, 2)


def cancellation_fee(hours_notice):
    """Fee charged when a patient cancels with the given notice."""
    if hours_notice > LATE_CANCEL_HOURS:
        return LATE_CANCEL_FEE
    return 0.0
