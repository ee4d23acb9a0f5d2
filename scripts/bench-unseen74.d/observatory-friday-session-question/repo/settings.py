"""General settings for the observatory booking site."""

SITE_NAME = "Hilltop Observatory"
PORT = 8042
SCHEDULE_FILE = "schedule.json"
SESSION_LENGTH_MINUTES = 75
DOORS_OPEN_MINUTES_BEFORE = 20
SEATS_PER_SESSION = 24
ADULT_TICKET = 12.00
CHILD_TICKET = 7.00
