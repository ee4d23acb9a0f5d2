"""Receipts for Blue Note Saxophone Studio."""

from lessons import lessons_cost, hire_cost, lesson_total


def receipt(student, minutes, count, hire=False):
    lines = ["Blue Note Saxophone Studio", "Student: %s" % student]
    lines.append("%d x %d-min lessons: £%.2f" % (count, minutes, lessons_cost(minutes, count)))
    if hire:
        lines.append("Saxophone hire: £%.2f" % hire_cost(count, hire))
    lines.append("Total: £%.2f" % lesson_total(minutes, count, hire))
    return "\n".join(lines)


def lesson_reminder(student, day, time):
    """Text message sent the day before a lesson."""
    return ("Hi %s, a reminder of your saxophone lesson on %s at %s. "
            "Please bring your own reeds and neck strap." % (student, day, time))
