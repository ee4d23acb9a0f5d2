"""Lesson fees and practice tracking for my violin pupils.

Lessons are paid termly. Pupils who have been with me a while get a
small loyalty discount, and siblings get a bit off too.
"""

from datetime import date, timedelta

LESSON_RATES = {30: 18.0, 45: 25.0, 60: 32.0}   # minutes -> £ per lesson
SIBLING_DISCOUNT = 0.10
LOYALTY_YEARS = 3
LOYALTY_DISCOUNT = 0.05
EXAM_ENTRY_FEES = {1: 46.0, 2: 52.0, 3: 58.0, 4: 64.0, 5: 71.0}


def lesson_rate(minutes):
    """Price of a single lesson of the given length."""
    if minutes not in LESSON_RATES:
        raise ValueError(f"I don't teach {minutes} minute lessons")
    return LESSON_RATES[minutes]


def term_fee(minutes, weeks, sibling=False, years_with_me=0):
    """Fee for a whole term, with any discounts taken off."""
    fee = lesson_rate(minutes) * weeks
    if sibling:
        fee *= 1 - SIBLING_DISCOUNT
    if years_with_me >= LOYALTY_YEARS:
        fee *= 1 - LOYALTY_DISCOUNT
    return round(fee, 2)


def lesson_dates(first_lesson, weeks, skip=()):
    """Weekly lesson dates for a term, leaving out any half term dates."""
    dates = []
    day = first_lesson
    while len(dates) < weeks:
        if day not in skip:
            dates.append(day)
        day += timedelta(days=7)
    return dates


def practice_streak(minutes_by_day):
    """How many days in a row, up to the last entry, they've practised."""
    streak = 0
    for minutes in reversed(minutes_by_day):
        if minutes <= 0:
            break
        streak += 1
    return streak


def exam_fee(grade):
    """Exam board entry fee, or None if I don't enter pupils at that grade."""
    return EXAM_ENTRY_FEES.get(grade)
