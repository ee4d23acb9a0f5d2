"""Quotes for marquee hire."""

import configparser
import math
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.ini")


def load_settings(path=SETTINGS_FILE):
    parser = configparser.ConfigParser()
    parser.read(path)
    return parser


def delivery_cost(miles, settings=None):
    settings = settings or load_settings()
    pricing = settings["pricing"]
    free = pricing.getfloat("free_delivery_miles")
    if miles <= free:
        return 0.0
    return round((miles - free) * pricing.getfloat("delivery_per_mile"), 2)


def setup_hours(width_m, length_m, settings=None):
    settings = settings or load_settings()
    blocks = math.ceil(width_m * length_m / 50)
    return blocks * settings["crew"].getint("setup_hours_per_50m2")


def quote(width_m, length_m, miles, weekend=False, settings=None):
    settings = settings or load_settings()
    pricing = settings["pricing"]
    hire = width_m * length_m * pricing.getfloat("per_square_metre")
    if weekend:
        hire *= 1 + pricing.getfloat("weekend_surcharge")
    return round(hire + delivery_cost(miles, settings), 2)
