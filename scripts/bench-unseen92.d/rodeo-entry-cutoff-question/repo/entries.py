"""Rider entries for the rodeo."""

ENTRY_FEE = {"Barrel racing": 25.00, "Steer wrestling": 35.00,
             "Bronc riding": 40.00, "Bull riding": 45.00}
ENTRIES_OPEN = "08:00"          # on show day, at the secretary's tent
ENTRIES_CLOSE = "11:30"         # no entries taken after this on show day
MAX_RIDERS_PER_EVENT = 16
MIN_RIDER_AGE = 16


def to_minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def can_enter(time_now, age, riders_already):
    if age < MIN_RIDER_AGE:
        return False
    if not to_minutes(ENTRIES_OPEN) <= to_minutes(time_now) <= to_minutes(ENTRIES_CLOSE):
        return False
    return riders_already < MAX_RIDERS_PER_EVENT
