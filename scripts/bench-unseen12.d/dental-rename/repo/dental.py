"""Appointment book for the dental practice."""
from datetime import datetime, timedelta

SLOT_MINUTES = 30
DIARY = {}  # (dentist, start datetime) -> patient


def book_slot(dentist, start, patient, diary=DIARY):
    """Reserve a 30 minute slot; raises ValueError if it is taken."""
    key = (dentist, start)
    if key in diary:
        raise ValueError(f"{dentist} is already booked at {start:%H:%M}")
    diary[key] = patient
    return start + timedelta(minutes=SLOT_MINUTES)


def day_list(dentist, day, diary=DIARY):
    rows = sorted((start, patient) for (who, start), patient in diary.items()
                  if who == dentist and start.date() == day)
    return [f"{start:%H:%M} {patient}" for start, patient in rows]


def at(text):
    return datetime.strptime(text, "%Y-%m-%d %H:%M")
