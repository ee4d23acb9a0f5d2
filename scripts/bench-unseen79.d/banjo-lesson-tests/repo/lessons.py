"""Prices for banjo lessons and instrument loans."""

RATE_PER_HOUR = 36.00
MIN_MINUTES = 30
BLOCK_SIZE = 6            # lessons booked and paid together
BLOCK_DISCOUNT = 0.10     # 10% off a block of 6 or more lessons
STUDENT_DISCOUNT = 0.15   # students with a valid card
FREE_HIRE_WEEKS = 2
HIRE_PER_WEEK = 4.50


def lesson_price(minutes):
    """Price of a single lesson of the given length."""
    if minutes < MIN_MINUTES:
        raise ValueError("lessons are at least %d minutes" % MIN_MINUTES)
    return round(RATE_PER_HOUR * minutes / 60, 2)


def booking_total(minutes, lessons, student=False):
    """Total for a booking of several lessons of the same length."""
    if lessons < 1:
        raise ValueError("book at least one lesson")
    total = lesson_price(minutes) * lessons
    if lessons > BLOCK_SIZE:
        total -= total * BLOCK_DISCOUNT
    if student:
        total -= total * BLOCK_DISCOUNT
    return round(total, 2)


def instrument_hire(weeks):
    """Loan banjo: the first two weeks are free, then a weekly fee."""
    if weeks < 0:
        raise ValueError("weeks cannot be negative")
    if weeks <= FREE_HIRE_WEEKS:
        return 0.0
    return round((weeks - FREE_HIRE_WEEKS) * HIRE_PER_WEEK, 2)
