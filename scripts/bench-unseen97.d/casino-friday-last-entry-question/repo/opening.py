"""Opening hours and door rules for the casino floor."""

# (opens, closes) in 24-hour time; a closing time after midnight belongs
# to the night that started the day before.
OPENING_HOURS = {
    "mon": ("18:00", "02:00"),
    "tue": ("18:00", "02:00"),
    "wed": ("18:00", "02:00"),
    "thu": ("18:00", "03:00"),
    "fri": ("16:00", "04:00"),
    "sat": ("14:00", "04:00"),
    "sun": ("14:00", "00:00"),
}

LAST_ENTRY_MINUTES = 45          # doors shut this long before closing
LATE_NIGHT_LAST_ENTRY = {        # busier nights: doors shut earlier
    "fri": 60,
    "sat": 60,
}
MIN_AGE = 18


def _to_minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def last_entry(day):
    """Latest time a guest can be admitted on the given night."""
    if day not in OPENING_HOURS:
        raise ValueError(f"unknown day: {day}")
    close = _to_minutes(OPENING_HOURS[day][1])
    before = LATE_NIGHT_LAST_ENTRY.get(day, LAST_ENTRY_MINUTES)
    latest = (close - before) % (24 * 60)
    return f"{latest // 60:02d}:{latest % 60:02d}"


def can_enter(day, hhmm, age):
    if age < MIN_AGE:
        return False
    opens = _to_minutes(OPENING_HOURS[day][0])
    t = _to_minutes(hhmm)
    last = _to_minutes(last_entry(day))
    if last < opens:          # last entry is after midnight
        return t >= opens or t <= last
    return opens <= t <= last
