"""Afternoon round for the ice cream van."""

START_TIME = "14:00"
MINUTES_AT_EACH_STOP = 5
DRIVE_MINUTES = 4
CHIME_SECONDS = 20

STOPS = ["Park Gates", "Mill Lane", "Orchard Close", "Primary School", "Beach Car Park"]


def to_minutes(clock):
    hours, mins = clock.split(":")
    return int(hours) * 60 + int(mins)


def to_clock(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def timetable(stops=STOPS, start=START_TIME):
    now = to_minutes(start)
    rows = []
    for i, stop in enumerate(stops):
        if i:
            now += DRIVE_MINUTES
        rows.append((stop, to_clock(now)))
        now += MINUTES_AT_EACH_STOP
    return rows


def finish_time(stops=STOPS, start=START_TIME):
    last_stop, arrive = timetable(stops, start)[-1]
    return to_clock(to_minutes(arrive) + MINUTES_AT_EACH_STOP)
