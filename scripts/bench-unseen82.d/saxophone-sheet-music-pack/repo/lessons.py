"""Lesson pricing for Blue Note Saxophone Studio."""

LESSON_RATES = {30: 22.00, 45: 30.00, 60: 38.00}   # minutes -> price per lesson
BLOCK_SIZE = 10          # booking this many lessons or more at once ...
BLOCK_DISCOUNT = 0.10    # ... takes 10% off the lessons
HIRE_PER_LESSON = 4.00   # borrowing a studio saxophone


def lessons_cost(minutes, count):
    if minutes not in LESSON_RATES:
        raise ValueError("lessons are 30, 45 or 60 minutes")
    if count < 1:
        raise ValueError("book at least one lesson")
    cost = LESSON_RATES[minutes] * count
    if count >= BLOCK_SIZE:
        cost *= 1 - BLOCK_DISCOUNT
    return round(cost, 2)


def hire_cost(count, hire=False):
    return round(HIRE_PER_LESSON * count, 2) if hire else 0.0


def lesson_total(minutes, count, hire=False):
    total = lessons_cost(minutes, count) + hire_cost(count, hire)
    return round(total, 2)
