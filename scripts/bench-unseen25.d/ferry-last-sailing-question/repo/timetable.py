"""Summer timetable, mainland to island."""
from fleet import bookable_cars

# (departure, vessel)
WEEKDAY_SAILINGS = [
    ("06:45", "MV Kittiwake"),
    ("09:30", "MV Kittiwake"),
    ("12:10", "MV Tern"),
    ("15:20", "MV Kittiwake"),
    ("18:05", "MV Tern"),
    ("20:50", "MV Puffin"),
]

SUNDAY_SAILINGS = [
    ("10:00", "MV Kittiwake"),
    ("16:30", "MV Kittiwake"),
]


def sailings(weekday):
    """weekday: 0 = Monday ... 6 = Sunday."""
    return SUNDAY_SAILINGS if weekday == 6 else WEEKDAY_SAILINGS


def spaces_left(departure, weekday, cars_booked):
    for time, vessel in sailings(weekday):
        if time == departure:
            return max(0, bookable_cars(vessel) - cars_booked)
    raise ValueError(f"no {departure} sailing that day")
