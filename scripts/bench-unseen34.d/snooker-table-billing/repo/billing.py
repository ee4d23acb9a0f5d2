import math
from datetime import datetime, timedelta

HOURLY_RATES = {"snooker": 8.00, "pool": 6.00, "match": 11.00}
EVENING_FROM_HOUR = 18
EVENING_MULTIPLIER = 1.25
MINIMUM_MINUTES = 30
BLOCK_MINUTES = 15


def minutes_played(start, end):
    t0 = datetime.strptime(start, "%H:%M")
    t1 = datetime.strptime(end, "%H:%M")
    if t1 < t0:
        t1 += timedelta(days=1)
    return int((t1 - t0).total_seconds() // 60)


def billable_minutes(minutes):
    if minutes <= MINIMUM_MINUTES:
        return MINIMUM_MINUTES
    return math.ceil(minutes / BLOCK_MINUTES) * BLOCK_MINUTES


def hourly_rate(table, start_hour):
    rate = HOURLY_RATES[table]
    if start_hour > EVENING_FROM_HOUR:
        rate *= EVENING_MULTIPLIER
    return rate


def charge(table, start, end):
    minutes = billable_minutes(minutes_played(start, end))
    rate = hourly_rate(table, int(start.split(":")[0]))
    return round(rate * minutes / 60, 2)


def receipt(table, start, end):
    played = minutes_played(start, end)
    return f"{table.title()} table {start}-{end} ({played} min): £{charge(table, start, end):.2f}"


if __name__ == "__main__":
    for booking in [("snooker", "14:10", "15:05"), ("snooker", "18:00", "19:30"),
                    ("pool", "19:45", "20:05"), ("match", "22:30", "00:15")]:
        print(receipt(*booking))
