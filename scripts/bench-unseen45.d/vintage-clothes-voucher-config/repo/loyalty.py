"""Loyalty card points and vouchers for the vintage clothing shop."""

import json
import math
from pathlib import Path

SETTINGS_FILE = Path(__file__).with_name("settings.json")


def load_settings():
    with open(SETTINGS_FILE) as f:
        return json.load(f)


def points_earned(spend, settings=None):
    settings = settings or load_settings()
    return math.floor(spend) * settings["points_per_pound"]


def vouchers_available(points, settings=None):
    settings = settings or load_settings()
    vouchers = points // settings["points_for_voucher"]
    return min(vouchers, settings["max_vouchers_per_visit"])


def redeem(points, settings=None):
    """Return (money off, points left) after using as many vouchers as allowed."""
    settings = settings or load_settings()
    used = vouchers_available(points, settings)
    money_off = used * settings["voucher_value"]
    return money_off, points - used * settings["points_for_voucher"]


def sale_price(price, settings=None):
    settings = settings or load_settings()
    return round(price * (1 - settings["rail_sale_discount"]), 2)


if __name__ == "__main__":
    s = load_settings()
    print(f"{s['shop_name']}: {s['points_for_voucher']} points gets a £{s['voucher_value']:.2f} voucher")
