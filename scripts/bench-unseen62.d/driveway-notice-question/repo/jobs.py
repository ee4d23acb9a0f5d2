"""Booking driveway jobs into the diary."""

import configparser
import os
from datetime import datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))


def settings():
    config = configparser.ConfigParser()
    config.read(os.path.join(HERE, "settings.ini"), encoding="utf-8")
    return config


def earliest_booking(now):
    booking = settings()["booking"]
    days = booking["working_days"].split(",")
    first = datetime.strptime(booking["first_start"], "%H:%M").time()
    start = now + timedelta(hours=int(booking["notice_hours"]))
    day = start.date() if start.time() <= first else start.date() + timedelta(days=1)
    while day.strftime("%a") not in days:
        day += timedelta(days=1)
    return datetime.combine(day, first)


def can_book(now, when, jobs_that_day):
    booking = settings()["booking"]
    if when < now + timedelta(hours=int(booking["notice_hours"])):
        return False
    if when.strftime("%a") not in booking["working_days"].split(","):
        return False
    if not booking["first_start"] <= when.strftime("%H:%M") <= booking["last_start"]:
        return False
    return jobs_that_day < int(booking["max_jobs_per_day"])
