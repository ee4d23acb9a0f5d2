"""Crockery hire orders: prices, delivery and deposits."""

import configparser
from pathlib import Path

SETTINGS = configparser.ConfigParser()
SETTINGS.read(Path(__file__).with_name("settings.ini"))

PRICES = {
    "dinner plate": 0.45,
    "side plate": 0.35,
    "wine glass": 0.40,
    "champagne flute": 0.50,
    "cutlery set": 0.60,
}


def delivery_days():
    return [day.strip() for day in SETTINGS["delivery"]["days"].split(",")]


def can_deliver(miles, day):
    return miles <= SETTINGS["delivery"].getfloat("radius_miles") and day in delivery_days()


def hire_cost(items):
    return round(sum(PRICES[name] * qty for name, qty in items.items()), 2)


def delivery_charge(items):
    if hire_cost(items) >= SETTINGS["delivery"].getfloat("free_over"):
        return 0.0
    return SETTINGS["delivery"].getfloat("charge")


def deposit(items):
    return round(hire_cost(items) * SETTINGS["breakages"].getfloat("deposit_percent") / 100, 2)


def order_total(items, miles, day):
    if not can_deliver(miles, day):
        raise ValueError(f"we can't deliver {miles} miles away on a {day}")
    return round(hire_cost(items) + delivery_charge(items) + deposit(items), 2)
