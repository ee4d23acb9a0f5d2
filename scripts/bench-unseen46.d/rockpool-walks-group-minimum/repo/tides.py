"""Works out walk times from the tide table."""

from datetime import datetime, timedelta

from walks import walk_price

START_BEFORE_LOW_TIDE = timedelta(minutes=90)
WALK_LENGTH = timedelta(hours=2)


def walk_times(low_tide):
    start = low_tide - START_BEFORE_LOW_TIDE
    return start, start + WALK_LENGTH


def booking_summary(name, low_tide, adults, children):
    start, end = walk_times(low_tide)
    price = walk_price(adults, children)
    return f"{name}: walk {start:%H:%M}-{end:%H:%M}, {adults + children} people, £{price:.2f}"


if __name__ == "__main__":
    print(booking_summary("Evans family", datetime(2025, 7, 19, 14, 30), 2, 3))
