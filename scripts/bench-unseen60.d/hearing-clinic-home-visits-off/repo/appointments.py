"""Booking appointments at the hearing clinic."""

import configparser
import os

HERE = os.path.dirname(os.path.abspath(__file__))
SERVICES = {
    "hearing test": "hearing_test",
    "wax removal": "wax_removal_one_ear",
    "wax removal both": "wax_removal_both_ears",
    "aid service": "aid_service",
}


def load_settings(path=None):
    """Read the clinic settings from clinic.ini."""
    cfg = configparser.ConfigParser()
    cfg.read(path or os.path.join(HERE, "clinic.ini"))
    return cfg


def home_visits_offered(cfg=None):
    """True if we're currently going out to people's homes."""
    cfg = cfg or load_settings()
    return cfg.getboolean("home_visits", "enabled")


def appointment_price(service, home_visit=False, miles=0, cfg=None):
    """Price of one appointment, at the clinic or at home."""
    cfg = cfg or load_settings()
    price = cfg.getfloat("prices", SERVICES[service])
    if home_visit:
        if not home_visits_offered(cfg):
            raise ValueError("Sorry, we're not doing home visits at the moment.")
        if miles > cfg.getint("home_visits", "max_miles"):
            raise ValueError("That's too far for a home visit, sorry.")
        price += cfg.getfloat("home_visits", "fee")
    return round(price, 2)
