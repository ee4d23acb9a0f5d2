"""Prices a booking for one of our bushcraft days in the woods."""

import configparser
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("bushcraft.ini")


def load_settings(path=SETTINGS_FILE):
    """Read bushcraft.ini."""
    cfg = configparser.ConfigParser()
    cfg.read(path)
    return cfg


def person_price(age, cfg):
    """Course price for one person."""
    course = cfg["course"]
    if age <= course.getint("junior_max_age"):
        return course.getfloat("junior_price")
    return course.getfloat("day_price")


def booking_price(ages, hammocks=0, knives=0, cfg=None):
    """Total for a group booking."""
    if cfg is None:
        cfg = load_settings()
    if len(ages) > cfg["course"].getint("max_people"):
        raise ValueError("That's more than we can take on one day.")
    extras = cfg["extras"]
    total = sum(person_price(age, cfg) for age in ages)
    if extras.getboolean("provide_lunch"):
        total += extras.getfloat("lunch_price") * len(ages)
    if hammocks and extras.getboolean("hammock_hire"):
        total += extras.getfloat("hammock_price") * hammocks
    if knives and extras.getboolean("knife_hire"):
        total += extras.getfloat("knife_price") * knives
    return round(total, 2)


if __name__ == "__main__":
    print(booking_price([42, 40, 12, 9], hammocks=2))
