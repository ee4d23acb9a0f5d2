"""Work out when to send lesson reminders to parents."""

import json
import os
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))


def load_config(path=os.path.join(HERE, "config.json")):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def reminder_time(lesson_start, config=None):
    cfg = config or load_config()
    return lesson_start - timedelta(hours=cfg["reminder_hours_before"])


def cancellation_deadline(lesson_start, config=None):
    cfg = config or load_config()
    return lesson_start - timedelta(hours=cfg["cancellation_notice_hours"])


def reminder_text(student, lesson_start, config=None):
    cfg = config or load_config()
    deadline = cancellation_deadline(lesson_start, cfg)
    return (
        f"Reminder from {cfg['tutor_name']}: {student}'s lesson is on "
        f"{lesson_start:%A %d %B at %H:%M}. Please let me know by "
        f"{deadline:%A %H:%M} if you need to cancel."
    )


if __name__ == "__main__":
    lesson = datetime(2024, 9, 12, 16, 30)
    print("Send at:", reminder_time(lesson))
    print(reminder_text("Tomasz", lesson))
