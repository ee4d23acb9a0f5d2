"""Turns a booking request from the diary into a price."""

from datetime import date

from hall import hire_charge


def quote(rooms, day, start_hour, end_hour, local=False):
    """Hours are on the 24 hour clock, e.g. 17 for 5pm."""
    hours = end_hour - start_hour
    weekend = day.weekday() >= 5
    return hire_charge(rooms, hours, weekend=weekend, local=local, end_hour=end_hour)


if __name__ == "__main__":
    print(quote(["small"], date(2025, 5, 14), 10, 12))
    print(quote(["main", "kitchen"], date(2025, 5, 17), 14, 18))
