"""Reminder texts for the next day's students."""

from datetime import datetime, timedelta

from studio_config import REMINDER_LEAD_HOURS, STUDIO_NAME, STUDIO_PHONE


def reminder_due(lesson_start):
    """When the reminder text for a lesson should be sent."""
    return lesson_start - timedelta(hours=REMINDER_LEAD_HOURS)


def reminder_text(student, lesson_start, room):
    """The text message itself."""
    return (f"Hi {student}, just a reminder of your drum lesson at "
            f"{lesson_start:%H:%M} on {lesson_start:%A} in {room}. "
            f"Can't make it? Call {STUDIO_PHONE}. - {STUDIO_NAME}")


def texts_to_send(lessons, now):
    """lessons: list of (student, start, room). Returns reminders due by now."""
    return [reminder_text(s, start, room) for s, start, room in lessons
            if reminder_due(start) <= now < start]


if __name__ == "__main__":
    lesson = ("Jess", datetime(2025, 3, 14, 17, 0), "Room 2 (electric kit)")
    print(reminder_due(lesson[1]))
    print(texts_to_send([lesson], datetime(2025, 3, 13, 12, 0)))
