"""Receipts for Clear Voice Elocution & Public Speaking."""

from lessons import lesson_total, PRACTICE_BOOK


def receipt(student, minutes, lessons=1, online=False, practice_book=False):
    where = " (online)" if online else ""
    lines = [
        "Clear Voice Elocution",
        "Student: %s" % student,
        "%d x %d-minute lesson(s)%s" % (lessons, minutes, where),
    ]
    if practice_book:
        lines.append("Practice book: £%.2f" % PRACTICE_BOOK)
    total = lesson_total(minutes, lessons, online, practice_book)
    lines.append("Total: £%.2f" % total)
    lines.append("Thank you for learning with us!")
    return "\n".join(lines)
