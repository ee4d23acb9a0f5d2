"""Text message reminders for the physiotherapy clinic."""

from datetime import timedelta

REMIND_HOURS_BEFORE = 24
LATE_CANCEL_HOURS = 24
LATE_CANCEL_FEE = 20.00


def when_to_send(appointment):
    return appointment["start"] - timedelta(hours=REMIND_HOURS_BEFORE)


def reminder_text(appointment):
    start = appointment["start"]
    return (f"Reminder: {appointment['patient']}, appointment with {appointment['therapist']} "
            f"on {start:%A %d %B} at {start:%H:%M}. Reply C to cancel.")


def late_cancel_text(appointment):
    return (f"Sorry {appointment['patient']}, cancelling within {LATE_CANCEL_HOURS} hours "
            f"costs £{LATE_CANCEL_FEE:.2f}.")


def cancel_reply(appointment, now):
    if appointment["start"] - now < timedelta(hours=LATE_CANCEL_HOURS):
        return late_cancel_text(appointment)
    return f"Thanks {appointment['patient']}, your appointment is cancelled."
