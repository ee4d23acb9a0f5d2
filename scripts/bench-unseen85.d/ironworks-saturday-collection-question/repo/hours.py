"""Opening hours for the ironworks forge."""

WEEKDAY_OPEN = "08:00"
WEEKDAY_CLOSE = "17:30"
SATURDAY_OPEN = "09:00"
SATURDAY_CLOSE = "13:15"
SUNDAY_CLOSED = True

# Collections need time to load the van, so the last slot is this long before closing.
COLLECTION_BUFFER_MINUTES = 30
