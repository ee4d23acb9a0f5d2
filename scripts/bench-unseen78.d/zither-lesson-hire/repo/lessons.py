"""Zither lesson prices."""

RATE_PER_30_MIN = 22.00
STUDENT_DISCOUNT = 0.20      # full-time students
LESSON_LENGTHS = (30, 45, 60)
BLOCK_SIZE = 10              # every 10th lesson in a block is free


def lesson_price(minutes, student=False):
    if minutes not in LESSON_LENGTHS:
        raise ValueError("lessons are 30, 45 or 60 minutes")
    price = RATE_PER_30_MIN * minutes / 30
    if student:
        price = price * (1 - STUDENT_DISCOUNT)
    return round(price, 2)


def block_price(minutes, lessons, student=False):
    """Price for a block of lessons paid up front."""
    if lessons < 1:
        raise ValueError("a block needs at least one lesson")
    paid = lessons - lessons // BLOCK_SIZE
    return round(paid * lesson_price(minutes, student), 2)


def describe(minutes, student=False):
    who = "student" if student else "standard"
    return "%d-minute lesson (%s): £%.2f" % (minutes, who, lesson_price(minutes, student))
