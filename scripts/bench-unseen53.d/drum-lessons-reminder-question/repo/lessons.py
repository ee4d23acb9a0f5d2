"""Lesson prices and the cancellation rule."""

from datetime import datetime, timedelta

from studio_config import (CANCELLATION_HOURS, LESSON_LENGTHS, PRICE_PER_HOUR,
                           STUDENT_DISCOUNT)


def lesson_price(minutes, student=False):
    """Price of one lesson, rounded to the penny."""
    if minutes not in LESSON_LENGTHS:
        raise ValueError(f"we don't do {minutes} minute lessons")
    price = PRICE_PER_HOUR * minutes / 60
    if student:
        price *= 1 - STUDENT_DISCOUNT
    return round(price, 2)


def cancellation_charge(lesson_start, cancelled_at, minutes, student=False):
    """Full price if they cancel too late, otherwise nothing."""
    if lesson_start - cancelled_at < timedelta(hours=CANCELLATION_HOURS):
        return lesson_price(minutes, student)
    return 0.0


if __name__ == "__main__":
    start = datetime(2025, 3, 14, 17, 0)
    print(lesson_price(45, student=True))
    print(cancellation_charge(start, start - timedelta(hours=5), 30))
