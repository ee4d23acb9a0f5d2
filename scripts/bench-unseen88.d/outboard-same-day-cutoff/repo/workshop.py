"""Opening hours and rules for the outboard engine workshop."""
from datetime import time

OPENS = time(8, 0)
CLOSES = time(17, 30)
COLLECTION_FROM = time(16, 0)
SAME_DAY_LAST_DROPOFF = time(11, 15)
SATURDAY_CLOSES = time(13, 0)
MAX_ENGINES_PER_DAY = 6
MAX_SAME_DAY_HP = 40          # bigger engines never get a same-day service
WINTER_STORAGE_PER_WEEK = 6.50
BANK_HOLIDAYS_OPEN = False


def opening_hours(day):
    """Human-readable opening hours for the website."""
    if day.lower() == "sunday":
        return "Closed"
    if day.lower() == "saturday":
        return "%s - %s" % (OPENS.strftime("%H:%M"), SATURDAY_CLOSES.strftime("%H:%M"))
    return "%s - %s" % (OPENS.strftime("%H:%M"), CLOSES.strftime("%H:%M"))
