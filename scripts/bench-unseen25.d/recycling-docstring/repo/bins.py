"""Kerbside bin collections for the Oakfield estate."""
from datetime import date, timedelta

COLLECTION_WEEKDAY = 3  # Thursday
# fortnightly bins alternate; general waste is collected every week
FORTNIGHTLY = {"blue": 0, "green": 1}
FIRST_COLLECTION = date(2024, 1, 4)
BANK_HOLIDAYS = {date(2024, 12, 26), date(2025, 1, 1)}


def next_collection(today, bin_colour):
    if bin_colour != "black" and bin_colour not in FORTNIGHTLY:
        raise ValueError(f"unknown bin: {bin_colour}")
    day = today + timedelta(days=(COLLECTION_WEEKDAY - today.weekday()) % 7)
    while True:
        week = (day - FIRST_COLLECTION).days // 7
        if bin_colour == "black" or week % 2 == FORTNIGHTLY[bin_colour]:
            break
        day += timedelta(days=7)
    if day in BANK_HOLIDAYS:
        day += timedelta(days=1)
    return day


def bins_on(day):
    """Every bin colour collected on `day` (an empty list if none)."""
    return [colour for colour in ("black", "blue", "green")
            if next_collection(day, colour) == day]
