"""Millbrook Village Hall: hire charges."""

HOURLY_RATE = 28.00
LATE_RATE = 40.00          # per hour after LATE_FROM
LATE_FROM = "22:00"
CLEANING_FEE = 35.00
DEPOSIT = 100.00           # returned if the hall is left tidy


def hire_charge(start_hour, finish_hour):
    late_from = int(LATE_FROM.split(":")[0])
    normal = max(0, min(finish_hour, late_from) - start_hour)
    late = max(0, finish_hour - max(start_hour, late_from))
    return round(normal * HOURLY_RATE + late * LATE_RATE + CLEANING_FEE, 2)
