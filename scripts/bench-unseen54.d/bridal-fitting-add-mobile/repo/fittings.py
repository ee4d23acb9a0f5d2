"""Fitting appointments at Ivory Lace Bridal.

Each booking is a plain dict so it's easy to save and print.
"""

from datetime import datetime, timedelta

FITTING_MINUTES = {"first": 90, "alteration": 45, "final": 60}
DIARY = []


def book_fitting(bride, start, kind="first", dress=None):
    """Add a fitting to the diary and return the booking."""
    if kind not in FITTING_MINUTES:
        raise ValueError(f"unknown fitting type: {kind}")
    booking = {
        "bride": bride,
        "start": start,
        "end": start + timedelta(minutes=FITTING_MINUTES[kind]),
        "kind": kind,
        "dress": dress,
    }
    DIARY.append(booking)
    return booking


def fittings_on(day):
    """All the bookings for one date, earliest first."""
    return sorted((b for b in DIARY if b["start"].date() == day),
                  key=lambda b: b["start"])


if __name__ == "__main__":
    b = book_fitting("Sophie Turner", datetime(2025, 4, 12, 10, 30), "final", "Aria gown")
    print(b["end"])
