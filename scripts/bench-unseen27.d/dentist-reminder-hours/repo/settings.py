"""Practice-wide settings for Brightsmile Dental."""

PRACTICE_NAME = "Brightsmile Dental"
PRACTICE_PHONE = "01632 960 418"

# Text reminders go out this many hours before an appointment.
REMINDER_HOURS_BEFORE = 24

# Cancelling with less notice than this costs a late-cancellation fee.
LATE_CANCEL_HOURS = 24
LATE_CANCEL_FEE = 30.00

CHECKUP_INTERVAL_MONTHS = 6
