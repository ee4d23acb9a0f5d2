"""Hire charges for Little Bramford village hall."""

ROOM_RATES = {"main": 22.0, "small": 12.0, "kitchen": 8.0}   # per hour
LOCAL_GROUP_DISCOUNT = 0.25
WEEKEND_UPLIFT = 1.15
LATE_FINISH_HOUR = 22    # finishing after 10pm adds the late locking-up fee
LATE_FEE = 30.0
KITCHEN_CLEAN_FEE = 25.0
MINIMUM_HOURS = 2


def hourly_rate(rooms):
    return sum(ROOM_RATES[room] for room in rooms)


def hire_charge(rooms, hours, weekend=False, local=False, end_hour=18):
    hours = max(hours, MINIMUM_HOURS)
    charge = hourly_rate(rooms) * hours
    if weekend:
        charge *= WEEKEND_UPLIFT
    if local:
        charge *= 1 - LOCAL_GROUP_DISCOUNT
    if end_hour > LATE_FINISH_HOUR:
        charge += LATE_FEE
    if "kitchen" in rooms:
        charge += KITCHEN_CLEAN_FEE
    return round(charge, 2)
