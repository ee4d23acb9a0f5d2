"""Prices a repair call-out from the settings in appliance.ini."""

import configparser
from pathlib import Path

CONFIG = Path(__file__).with_name("appliance.ini")


def load_settings(path=CONFIG):
    """Read appliance.ini into a ConfigParser."""
    cfg = configparser.ConfigParser()
    cfg.read(path)
    return cfg


def callout_price(hours, miles=0, weekend=False, cfg=None):
    """Call-out fee, labour and mileage, plus the weekend extra."""
    cfg = cfg if cfg is not None else load_settings()
    c = cfg["callout"]
    price = c.getfloat("callout_fee") + hours * c.getfloat("labour_per_hour")
    price += max(0, miles - c.getfloat("free_miles")) * c.getfloat("per_mile")
    if weekend:
        if not cfg.getboolean("services", "weekend_callouts"):
            raise ValueError("Sorry, we don't do call-outs at the weekend.")
        price += cfg.getfloat("services", "weekend_extra")
    return round(price, 2)


def job_card(customer, appliance, hours, miles=0, weekend=False):
    """The card the engineer takes out on the job."""
    price = callout_price(hours, miles, weekend)
    day = "weekend" if weekend else "weekday"
    return f"{customer}: {appliance} ({day}) - £{price:.2f}"


if __name__ == "__main__":
    print(job_card("Mrs Shah", "washing machine", 1.5, 14))
