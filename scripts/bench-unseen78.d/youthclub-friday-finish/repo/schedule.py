"""Weekly session timetable for the youth club."""

from datetime import datetime, timedelta

# name: (day, start time, length in minutes, youngest age, oldest age)
SESSIONS = {
    "juniors_tuesday": ("Tuesday", "16:00", 90, 8, 11),
    "seniors_wednesday": ("Wednesday", "18:30", 120, 12, 18),
    "juniors_friday": ("Friday", "17:00", 90, 8, 11),
    "seniors_friday": ("Friday", "19:00", 150, 12, 18),
    "saturday_drop_in": ("Saturday", "10:00", 180, 8, 18),
}


def end_time(name):
    day, start, minutes, _lo, _hi = SESSIONS[name]
    t = datetime.strptime(start, "%H:%M") + timedelta(minutes=minutes)
    return t.strftime("%H:%M")


def sessions_for_age(age):
    return [n for n, s in SESSIONS.items() if s[3] <= age <= s[4]]
