"""Opening hours for the public weighbridge."""

OPENING_HOURS = {
    "mon": ("06:30", "17:30"),
    "tue": ("06:30", "17:30"),
    "wed": ("06:30", "17:30"),
    "thu": ("06:30", "17:30"),
    "fri": ("06:30", "16:00"),
    "sat": ("07:00", "12:30"),
    "sun": None,
}
LAST_WEIGHING_MINUTES = 20   # no new vehicles this long before closing


def _minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def last_weighing(day):
    hours = OPENING_HOURS[day]
    if hours is None:
        return None
    end = _minutes(hours[1]) - LAST_WEIGHING_MINUTES
    return "%02d:%02d" % divmod(end, 60)


def is_open(day, hhmm):
    hours = OPENING_HOURS[day]
    if hours is None:
        return False
    return _minutes(hours[0]) <= _minutes(hhmm) < _minutes(hours[1])
