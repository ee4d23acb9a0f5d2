"""Umbrella hire at the Promenade stand."""

import tomllib
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.toml")


def load_settings():
    with open(SETTINGS_FILE, "rb") as fh:
        return tomllib.load(fh)


def accepted_payments(settings=None):
    settings = settings or load_settings()
    return [method for method, allowed in settings["payments"].items() if allowed]


def hire_price(hours, hotel_guest=False, settings=None):
    """What a customer hands over: hire for the hours (capped at the day rate) plus the deposit."""
    settings = settings or load_settings()
    prices = settings["prices"]
    hire = min(hours * prices["per_hour"], prices["per_day"])
    deposit = prices["hotel_guest_deposit"] if hotel_guest else prices["deposit"]
    return round(hire + deposit, 2)


def sign_text(settings=None):
    settings = settings or load_settings()
    stand = settings["stand"]
    ways = ", ".join(m.replace("_", " ") for m in accepted_payments(settings))
    return (f"{stand['name']} - open {stand['opens']} to {stand['closes']}\n"
            f"£{settings['prices']['per_hour']:.2f} an hour, £{settings['prices']['per_day']:.2f} a day\n"
            f"We take: {ways}")


if __name__ == "__main__":
    print(sign_text())
