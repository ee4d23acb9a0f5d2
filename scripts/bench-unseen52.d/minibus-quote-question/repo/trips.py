"""Turns a trip request from the phone into a quote.

Used by whoever is on the booking phone that week.
"""

from datetime import date

from fleet import hire_cost, pick_vehicle


def quote_trip(passengers, miles_each_way, leave_hour, back_hour, day, group=False):
    """Quote for a return trip. Hours are 24-hour clock, e.g. 16 for 4pm."""
    vehicle = pick_vehicle(passengers)
    miles = miles_each_way * 2
    hours = back_hour - leave_hour
    weekend = day.weekday() >= 5
    return vehicle, hire_cost(vehicle, miles, hours, weekend=weekend, group=group)


if __name__ == "__main__":
    print(quote_trip(6, 20, 10, 13, date(2025, 6, 4)))
    print(quote_trip(12, 50, 8, 18, date(2025, 6, 7), group=True))
