"""Splits the kids signed up for the school run into cars."""

MAX_PASSENGERS = 3          # kids per car, not counting the driver
PICKUP_MINUTES_PER_STOP = 4
SCHOOL_START = "08:45"


def split_into_cars(kids, drivers):
    """Fill each driver's car in turn; returns {driver: [kids]}.

    Raises ValueError when there are more kids than seats."""
    if len(kids) > len(drivers) * MAX_PASSENGERS:
        raise ValueError("not enough seats for everyone")
    cars = {}
    for i, driver in enumerate(drivers):
        group = kids[i * MAX_PASSENGERS:(i + 1) * MAX_PASSENGERS]
        if group:
            cars[driver] = group
    return cars


def leave_by(stops):
    """Time the driver must leave home to reach school on time."""
    hours, minutes = map(int, SCHOOL_START.split(":"))
    total = hours * 60 + minutes - 10 - stops * PICKUP_MINUTES_PER_STOP
    return f"{total // 60:02d}:{total % 60:02d}"
