"""Booking rules for the studio, read from studio.toml."""
import os
import tomllib
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=os.path.join(HERE, "studio.toml")):
    with open(path, "rb") as fh:
        return tomllib.load(fh)


def can_book(day, start_hour, hours, settings=None):
    s = settings or load_settings()
    h = s["hours"]
    if day.weekday() >= 5 and not h["weekend_bookings"]:
        return False
    if not s["bookings"]["min_hours"] <= hours <= s["bookings"]["max_hours"]:
        return False
    return h["opening_hour"] <= start_hour and start_hour + hours <= h["closing_hour"]


def session_price(day, hours, recording=False, engineer=False, settings=None):
    s = settings or load_settings()
    r = s["rates"]
    price = hours * (r["recording_per_hour"] if recording else r["rehearsal_per_hour"])
    if engineer:
        price += hours * r["engineer_per_hour"]
    if day.weekday() >= 5:
        price *= 1 + r["weekend_surcharge"]
    return round(price, 2)


if __name__ == "__main__":
    sat = date(2024, 6, 8)
    print(can_book(sat, 14, 3), session_price(sat, 3))
