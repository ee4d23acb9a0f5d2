"""Month lengths for the payroll calendar."""

DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def is_leap(year):
    if year % 400 == 0:
        return True
    if year % 100 == 0:
        return True
    return year % 4 == 0


def days_in_month(month, year):
    if not 1 <= month <= 12:
        raise ValueError(f"no such month: {month}")
    if month == 2 and is_leap(year):
        return 29
    return DAYS[month - 1]


def days_in_year(year):
    return sum(days_in_month(m, year) for m in range(1, 13))
