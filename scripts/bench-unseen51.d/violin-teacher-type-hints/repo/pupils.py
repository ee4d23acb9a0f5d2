"""Who I teach, and what they owe me for next term."""

from datetime import date

from lessons import exam_fee, lesson_dates, practice_streak, term_fee

PUPILS = [
    {"name": "Amelia", "minutes": 30, "sibling": False, "years": 1, "exam_grade": 2},
    {"name": "Oscar", "minutes": 45, "sibling": True, "years": 4, "exam_grade": None},
    {"name": "Priya", "minutes": 60, "sibling": False, "years": 3, "exam_grade": 5},
]


def invoices(weeks):
    for pupil in PUPILS:
        fee = term_fee(pupil["minutes"], weeks, pupil["sibling"], pupil["years"])
        if pupil["exam_grade"]:
            fee += exam_fee(pupil["exam_grade"])
        print(f"{pupil['name']:<8} £{fee:.2f}")


if __name__ == "__main__":
    invoices(11)
    half_term = {date(2025, 10, 27)}
    print(lesson_dates(date(2025, 9, 8), 11, skip=half_term)[-1])
    print(practice_streak([20, 0, 15, 30, 25]))
