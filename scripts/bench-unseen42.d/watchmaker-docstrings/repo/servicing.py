"""Service checks and quotes for the watch repair workshop."""

from datetime import date

SERVICE_INTERVAL_YEARS = {"mechanical": 5, "automatic": 5, "quartz": 8}
ACCURACY_LIMIT_SPD = {"mechanical": 15, "automatic": 10, "quartz": 1}
SERVICE_PRICES = {"mechanical": 180.0, "automatic": 220.0, "quartz": 65.0}
PRESSURE_TEST_PRICE = 25.0


def seconds_per_day(gain_seconds, days_measured):
    if days_measured <= 0:
        raise ValueError("measure for at least one day")
    return round(gain_seconds / days_measured, 1)


def within_tolerance(movement, gain_seconds, days_measured):
    rate = seconds_per_day(gain_seconds, days_measured)
    return abs(rate) <= ACCURACY_LIMIT_SPD[movement]


def service_due(movement, last_service, today):
    years = SERVICE_INTERVAL_YEARS[movement]
    try:
        due = last_service.replace(year=last_service.year + years)
    except ValueError:  # 29 February
        due = date(last_service.year + years, 3, 1)
    return today >= due


def water_resistance_ok(rated_metres, test_bar):
    return test_bar * 10 >= rated_metres


def service_quote(movement, pressure_test=False, parts=0.0):
    total = SERVICE_PRICES[movement] + parts
    if pressure_test:
        total += PRESSURE_TEST_PRICE
    return round(total, 2)
