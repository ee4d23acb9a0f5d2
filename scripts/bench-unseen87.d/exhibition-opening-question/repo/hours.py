"""Opening hours for the exhibition hall."""

# day -> (opens, closes) as "HH:MM"; None means closed all day
OPENING_HOURS = {
    "Mon": None,
    "Tue": ("10:00", "17:30"),
    "Wed": ("10:00", "17:30"),
    "Thu": ("10:00", "20:00"),   # late opening
    "Fri": ("10:00", "17:30"),
    "Sat": ("09:30", "18:00"),
    "Sun": ("11:00", "16:00"),
}
LAST_ENTRY_BEFORE_CLOSE = 45     # minutes
GUIDED_TOUR_TIMES = ("11:30", "14:00")


def to_minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def to_hhmm(minutes):
    return "%02d:%02d" % divmod(minutes, 60)


def last_entry(day):
    """Latest time visitors can be let in, or None if closed."""
    hours = OPENING_HOURS.get(day)
    if hours is None:
        return None
    return to_hhmm(to_minutes(hours[1]) - LAST_ENTRY_BEFORE_CLOSE)
