"""Work out which appointment reminder texts to send."""
from datetime import timedelta

from settings import PRACTICE_NAME, PRACTICE_PHONE, REMINDER_HOURS_BEFORE


def reminder_time(appointment_at):
    return appointment_at - timedelta(hours=REMINDER_HOURS_BEFORE)


def due_reminders(appointments, now):
    """Appointments whose reminder should go out now and hasn't been sent yet."""
    due = []
    for appt in appointments:
        if appt.get("reminded"):
            continue
        if reminder_time(appt["at"]) <= now < appt["at"]:
            due.append(appt)
    return due


def reminder_text(appt):
    when = appt["at"].strftime("%A %d %B at %H:%M")
    return (f"Hi {appt['patient']}, this is {PRACTICE_NAME}. "
            f"Your appointment is on {when}. To change it call {PRACTICE_PHONE}.")
