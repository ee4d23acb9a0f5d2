"""Text messages for osteopathy patients."""

from datetime import datetime, timedelta

CLINIC_NAME = "Kingsway Osteopathy"
CLINIC_PHONE = "01632 960123"
REMIND_HOURS_BEFORE = 24


def when_text(start):
    hour = start.hour % 12 or 12
    suffix = "am" if start.hour < 12 else "pm"
    clock = f"{hour}:{start.minute:02d}{suffix}" if start.minute else f"{hour}{suffix}"
    return f"{start:%a} {start.day} {start:%b} at {clock}"


def reminder_text(appt):
    return (f"Reminder: {appt['first_name']} {appt['surname']}, osteopathy appointment with "
            f"{appt['practitioner']} on {when_text(appt['start'])}. Reply C to cancel.")


def booked_text(appt):
    return (f"Thanks {appt['first_name']}, you're booked in with {appt['practitioner']} on "
            f"{when_text(appt['start'])}. {CLINIC_NAME}")


def missed_text(appt):
    return (f"Sorry we missed you today, {appt['first_name']}. Please call {CLINIC_PHONE} "
            f"to rebook. {CLINIC_NAME}")


def reminders_due(appointments, now):
    cutoff = now + timedelta(hours=REMIND_HOURS_BEFORE)
    due = []
    for appt in appointments:
        if appt.get("reminded"):
            continue
        if now < appt["start"] <= cutoff:
            due.append(reminder_text(appt))
    return due


if __name__ == "__main__":
    appt = {"first_name": "Jo", "surname": "Bloggs", "practitioner": "Sam",
            "start": datetime(2025, 5, 13, 9, 30)}
    print(reminder_text(appt))
