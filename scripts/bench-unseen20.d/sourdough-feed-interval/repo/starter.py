"""Keeping the sourdough starter alive."""

from datetime import datetime, timedelta

FEED_INTERVAL_HOURS = 12
FLOUR_G = 50
WATER_G = 50


def next_feed(last_fed):
    return last_fed + timedelta(hours=FEED_INTERVAL_HOURS)


def feeds_per_day():
    return 24 // FEED_INTERVAL_HOURS


def daily_flour_g():
    return feeds_per_day() * FLOUR_G


def is_hungry(last_fed, now=None):
    now = now or datetime.now()
    return now >= next_feed(last_fed)
