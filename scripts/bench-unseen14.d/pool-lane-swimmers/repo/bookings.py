"""Prints how many places are left in each of today's sessions."""
from pool import LANES, SESSIONS, session_capacity

TODAY = {"07:00": 31, "08:00": 12, "12:15": 36, "18:00": 40, "19:00": 5}


def places_left(booked, lanes=LANES):
    return max(0, session_capacity(lanes) - booked)


if __name__ == "__main__":
    for start in SESSIONS:
        print(f"{start}: {places_left(TODAY[start])} places left")
