"""Opening hours and appointment slots at the clinic."""

OPENING_HOURS = {
    "mon": (8, 18), "tue": (8, 18), "wed": (8, 18),
    "thu": (8, 20), "fri": (8, 18), "sat": (9, 13),
}
SLOT_MINUTES = 15


def is_open(day, hour):
    hours = OPENING_HOURS.get(day.lower()[:3])
    if hours is None:
        return False
    start, end = hours
    return start <= hour < end


def slots_per_day(day):
    hours = OPENING_HOURS.get(day.lower()[:3])
    if hours is None:
        return 0
    start, end = hours
    return (end - start) * 60 // SLOT_MINUTES
