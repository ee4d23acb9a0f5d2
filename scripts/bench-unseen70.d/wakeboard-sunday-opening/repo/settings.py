"""General settings for Lakeside Cable Wakeboard Park."""

PARK_NAME = "Lakeside Cable"
DEFAULT_OPEN = "10:00"
DEFAULT_CLOSE = "19:00"
HOURS_FILE = "hours.json"
SESSION_MINUTES = 60
RIDERS_PER_CABLE = 8
