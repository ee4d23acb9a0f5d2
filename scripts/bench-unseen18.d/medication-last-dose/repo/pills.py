"""Dose schedule for medication taken at fixed intervals during the day."""


def dose_times(first_hour, every_hours, last_hour):
    """Clock hours for each dose, from first_hour up to and including last_hour."""
    if every_hours <= 0:
        raise ValueError("every_hours must be positive")
    if not (0 <= first_hour <= 23 and 0 <= last_hour <= 23):
        raise ValueError("hours must be between 0 and 23")
    return list(range(first_hour, last_hour, every_hours))


def doses_per_day(first_hour, every_hours, last_hour):
    return len(dose_times(first_hour, every_hours, last_hour))


def days_of_supply(pills_left, first_hour, every_hours, last_hour, pills_per_dose=1):
    """Whole days the remaining pills will last."""
    per_day = doses_per_day(first_hour, every_hours, last_hour) * pills_per_dose
    return pills_left // per_day if per_day else 0
