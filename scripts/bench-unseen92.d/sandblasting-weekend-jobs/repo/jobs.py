"""Booking rules and prices for sandblasting jobs."""
import os
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
WEEKEND = ("Saturday", "Sunday")


def load_settings():
    with open(os.path.join(HERE, "settings.toml"), "rb") as f:
        return tomllib.load(f)


def can_book(day, days_notice, jobs_that_day):
    rules = load_settings()["bookings"]
    if day in WEEKEND and not rules["weekend_work"]:
        return False
    if days_notice < rules["min_notice_days"]:
        return False
    return jobs_that_day < rules["max_jobs_per_day"]


def job_price(hours, day):
    s = load_settings()
    price = s["pricing"]["hourly_rate"] * hours
    if day in WEEKEND:
        price *= 1 + s["pricing"]["weekend_surcharge"]
    if s["business"]["vat_registered"]:
        price *= 1.20
    return round(price, 2)
