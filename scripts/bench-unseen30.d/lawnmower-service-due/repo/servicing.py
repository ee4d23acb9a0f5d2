"""Keep track of when each mower needs a service."""

from datetime import date

SERVICE_EVERY_HOURS = 25
SERVICE_EVERY_MONTHS = 6

MOWERS = [
    # name, engine hours at last service, engine hours now, date of last service
    ("Big ride-on", 310, 338, date(2024, 3, 1)),
    ("Push mower A", 120, 131, date(2023, 11, 20)),
    ("Push mower B", 88, 95, date(2024, 5, 2)),
]


def months_between(start, end):
    months = (end.year - start.year) * 12 + (end.month - start.month)
    if end.day < start.day:
        months -= 1
    return months


def service_due(hours_at_service, hours_now, last_service, today):
    hours_used = hours_now - hours_at_service
    months = months_between(last_service, today)
    return hours_used >= SERVICE_EVERY_HOURS and months >= SERVICE_EVERY_MONTHS


def due_list(mowers, today):
    return [name for name, h0, h1, when in mowers if service_due(h0, h1, when, today)]


if __name__ == "__main__":
    today = date(2024, 6, 10)
    for name in due_list(MOWERS, today):
        print("Service due:", name)
