"""Lesson fees for Allegro Music School."""

LESSON_RATES = {30: 18.00, 45: 25.00, 60: 32.00}
DRUM_ROOM_FEE = 3.00
EXAM_PREP_FEE = 40.00
BOOK_FEE = 12.00
REGISTRATION_FEE = 15.00
SIBLING_DISCOUNT = 0.10


def lesson_fees(minutes, instrument, weeks):
    """Fees for weekly lessons over a term, before any discount."""
    if minutes not in LESSON_RATES:
        raise ValueError("lessons are 30, 45 or 60 minutes")
    per_lesson = LESSON_RATES[minutes]
    if instrument == "drums":
        per_lesson += DRUM_ROOM_FEE
    return per_lesson * weeks


def extras(exam_prep=False):
    """Per-pupil extras for the term."""
    total = BOOK_FEE
    if exam_prep:
        total += EXAM_PREP_FEE
    return total
