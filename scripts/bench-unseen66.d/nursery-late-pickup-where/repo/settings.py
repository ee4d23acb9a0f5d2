"""General settings for Little Acorns Day Nursery."""

NURSERY_NAME = "Little Acorns Day Nursery"
OPENS = "07:30"
CLOSES = "18:00"
ROOMS = {
    "Seedlings": {"ages": "0-2", "places": 9},
    "Saplings": {"ages": "2-3", "places": 12},
    "Oaks": {"ages": "3-5", "places": 20},
}
STAFF_RATIO = {"Seedlings": 3, "Saplings": 4, "Oaks": 8}
