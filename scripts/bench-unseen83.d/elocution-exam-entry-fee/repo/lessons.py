"""Lesson prices for Clear Voice Elocution & Public Speaking."""

LESSON_RATES = {30: 22.00, 45: 30.00, 60: 38.00}   # minutes -> price per lesson
TERM_LESSONS = 10          # booking a whole term of this many lessons ...
TERM_DISCOUNT = 0.10       # ... gets 10% off the lessons
ONLINE_DISCOUNT = 3.00     # off each lesson taught over video call
PRACTICE_BOOK = 8.50


def lesson_total(minutes, lessons=1, online=False, practice_book=False):
    if minutes not in LESSON_RATES:
        raise ValueError("lessons are 30, 45 or 60 minutes")
    if lessons < 1:
        raise ValueError("book at least one lesson")
    per_lesson = LESSON_RATES[minutes]
    if online:
        per_lesson -= ONLINE_DISCOUNT
    total = per_lesson * lessons
    if lessons >= TERM_LESSONS:
        total = total * (1 - TERM_DISCOUNT)
    if practice_book:
        total += PRACTICE_BOOK
    return round(total, 2)
