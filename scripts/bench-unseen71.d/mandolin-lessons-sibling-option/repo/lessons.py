"""Mandolin lessons: what a pupil pays for a term."""

RATE_BY_LENGTH = {30: 18.00, 45: 26.00, 60: 34.00}   # minutes -> price per lesson
HOME_VISIT_EXTRA = 6.00                              # per lesson, when I travel to the pupil
BOOK_FEE = 12.50                                     # tune book, first term only


def lesson_cost(minutes, lessons, home_visit=False, first_term=False):
    """Total for a block of lessons of the same length."""
    if minutes not in RATE_BY_LENGTH:
        raise ValueError(f"Lessons are 30, 45 or 60 minutes, not {minutes}")
    if lessons < 1:
        raise ValueError("A term needs at least one lesson")
    per_lesson = RATE_BY_LENGTH[minutes]
    if home_visit:
        per_lesson += HOME_VISIT_EXTRA
    total = per_lesson * lessons
    if first_term:
        total += BOOK_FEE
    return round(total, 2)


def term_invoice(pupil, minutes, lessons, **options):
    total = lesson_cost(minutes, lessons, **options)
    return f"{pupil}: {lessons} x {minutes} min lessons, £{total:.2f} due"


if __name__ == "__main__":
    pupils = [
        ("Ffion", 45, 10, {"first_term": True}),
        ("Gareth", 30, 8, {"home_visit": True}),
        ("Mrs Lloyd", 60, 6, {}),
    ]
    for name, minutes, count, options in pupils:
        print(term_invoice(name, minutes, count, **options))
