"""Daily sailings for the river cruise boat."""

from datetime import datetime, timedelta

SAILINGS = {
    "morning": "10:30",
    "lunch": "12:45",
    "afternoon": "15:00",
    "sunset": "19:15",
}

DURATION_MINUTES = {"morning": 90, "lunch": 120, "afternoon": 90, "sunset": 150}

# Gangway closes this many minutes before departure.
BOARDING_CLOSES_BEFORE = 15
# Cruises with table service need everyone seated earlier.
BOARDING_EXCEPTIONS = {"lunch": 25, "sunset": 30}


def departure(sailing):
    if sailing not in SAILINGS:
        raise ValueError(f"no such sailing: {sailing}")
    return datetime.strptime(SAILINGS[sailing], "%H:%M")


def boarding_closes(sailing):
    minutes = BOARDING_EXCEPTIONS.get(sailing, BOARDING_CLOSES_BEFORE)
    return (departure(sailing) - timedelta(minutes=minutes)).strftime("%H:%M")


def returns_at(sailing):
    back = departure(sailing) + timedelta(minutes=DURATION_MINUTES[sailing])
    return back.strftime("%H:%M")
