"""Opening hours for Thunder Valley Theme Park."""

from datetime import datetime, timedelta

# (opening time, closing time) for each season and kind of day
OPENING_HOURS = {
    "spring": {"weekday": ("10:00", "17:00"), "saturday": ("10:00", "18:00"), "sunday": ("10:00", "17:30")},
    "summer": {"weekday": ("09:30", "18:00"), "saturday": ("09:30", "19:00"), "sunday": ("09:30", "18:30")},
    "autumn": {"weekday": ("10:00", "16:30"), "saturday": ("10:00", "17:30"), "sunday": ("10:00", "17:00")},
}

LAST_ENTRY_BEFORE_CLOSE = 90  # minutes
LAST_RIDE_BEFORE_CLOSE = 15  # minutes


def day_kind(day):
    day = day.strip().lower()
    return day if day in ("saturday", "sunday") else "weekday"


def _minus(clock, minutes):
    t = datetime.strptime(clock, "%H:%M") - timedelta(minutes=minutes)
    return t.strftime("%H:%M")


def hours_for(season, day):
    return OPENING_HOURS[season][day_kind(day)]


def last_entry(season, day):
    return _minus(hours_for(season, day)[1], LAST_ENTRY_BEFORE_CLOSE)


def last_ride(season, day):
    return _minus(hours_for(season, day)[1], LAST_RIDE_BEFORE_CLOSE)
