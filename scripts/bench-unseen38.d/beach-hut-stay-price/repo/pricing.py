"""Prices for letting out the beach hut."""

from datetime import date

NIGHTLY = 45
WEEKLY = 270  # seven nights
OFF_SEASON_MONTHS = {1, 2, 3, 10, 11, 12}
OFF_SEASON_DISCOUNT = 0.20
CLEANING_FEE = 25


def nights(arrive, leave):
    count = (leave - arrive).days
    if count < 1:
        raise ValueError("leave must be after arrive")
    return count


def base_price(night_count):
    weeks = night_count // 7
    extra = night_count - weeks
    return weeks * WEEKLY + extra * NIGHTLY


def stay_price(arrive, leave):
    price = base_price(nights(arrive, leave))
    if arrive.month in OFF_SEASON_MONTHS:
        price = price * (1 - OFF_SEASON_DISCOUNT)
    return round(price + CLEANING_FEE, 2)


def parse_day(text):
    day, month, year = (int(part) for part in text.split("/"))
    return date(year, month, day)
