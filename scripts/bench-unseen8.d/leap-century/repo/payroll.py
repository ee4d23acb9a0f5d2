"""Pay dates: staff are paid on the last day of each month."""
from datetime import date

from months import NAMES, days_in_month


def pay_day(month, year):
    return date(year, month, days_in_month(month, year))


def daily_rate(monthly_salary, month, year):
    return round(monthly_salary / days_in_month(month, year), 2)


def calendar_line(year):
    return " ".join(f"{NAMES[m - 1]} {days_in_month(m, year)}" for m in range(1, 13))
