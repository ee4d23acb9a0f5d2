"""Bunting and flag hire for fetes, weddings and street parties."""

import json
import math
from pathlib import Path

SETTINGS = json.loads((Path(__file__).parent / "settings.json").read_text())


def length_charge(metres):
    lengths = math.ceil(metres / 10)
    return lengths * SETTINGS["price_per_10m"]


def late_fee(days_kept):
    late_days = max(0, days_kept - SETTINGS["hire_days"])
    return late_days * SETTINGS["late_fee_per_day"]


def hire_total(metres, days_kept, washing=False):
    total = length_charge(metres) + late_fee(days_kept) + SETTINGS["deposit"]
    if washing:
        total += SETTINGS["washing_fee"]
    return round(total, 2)


def refund_due(metres_hired, metres_returned, damaged_m=0):
    """Deposit handed back when the bunting comes home."""
    if metres_returned < metres_hired or damaged_m > SETTINGS["damage_allowance_m"]:
        return 0.0
    return float(SETTINGS["deposit"])


if __name__ == "__main__":
    print(f"{SETTINGS['business']}: 45m for a week, washed - £{hire_total(45, 7, washing=True):.2f}")
