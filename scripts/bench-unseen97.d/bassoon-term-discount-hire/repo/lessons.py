"""Lesson prices for the bassoon studio."""

LESSON_RATES = {30: 22.00, 45: 31.00, 60: 40.00}   # minutes -> price per lesson
JUNIOR_AGE = 18            # pupils under this age pay the junior rate
JUNIOR_DISCOUNT = 0.10
TERM_LESSONS = 10          # booking this many lessons or more gets the term discount
TERM_DISCOUNT = 0.05
INSTRUMENT_HIRE = 12.00    # per lesson, for pupils without their own bassoon
REED_PRICE = 4.50


def lesson_price(minutes, age, hire_instrument=False):
    """Price of a single lesson."""
    if minutes not in LESSON_RATES:
        raise ValueError(f"we don't offer {minutes}-minute lessons")
    price = LESSON_RATES[minutes]
    if age < JUNIOR_AGE:
        price = price * (1 - JUNIOR_DISCOUNT)
    if hire_instrument:
        price += INSTRUMENT_HIRE
    return round(price, 2)


def block_price(minutes, age, lessons, hire_instrument=False):
    """Price of a block of lessons paid for up front."""
    if lessons < 1:
        raise ValueError("a block needs at least one lesson")
    total = lesson_price(minutes, age, hire_instrument) * lessons
    if lessons >= TERM_LESSONS:
        total = total * (1 - TERM_DISCOUNT)
    return round(total, 2)


def reeds_price(count):
    if count < 0:
        raise ValueError("count cannot be negative")
    return round(count * REED_PRICE, 2)
