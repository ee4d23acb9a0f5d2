"""Workshop settings for Tidewater Sailmakers."""

WORKSHOP_NAME = "Tidewater Sailmakers"
PHONE = "01326 555 014"

# Opening times as (open, close); None means closed all day.
OPENING = {
    "weekday": ("08:30", "17:30"),
    "saturday": ("09:00", "14:00"),
    "sunday": None,
}

EXPRESS_HOURS = 3          # bench time needed to finish an express repair
SATURDAY_EXTRA_HOURS = 1   # only one sailmaker in on Saturdays, so allow longer
EXPRESS_FEE = 25.00
MAX_EXPRESS_PER_DAY = 4
STANDARD_TURNAROUND_DAYS = 7
COLLECTION_REMINDER_DAYS = 14   # we ring if a finished sail is not collected
STORAGE_FEE_PER_WEEK = 5.00      # charged after the reminder
