"""Sales and settings for the gallery."""

import json
import os

SETTINGS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "settings.json")


def load_settings():
    with open(SETTINGS_FILE, encoding="utf-8") as fh:
        return json.load(fh)


def is_open(day):
    return day in load_settings()["open_days"]


def artist_payout(sale_price):
    """What the artist receives after the gallery's commission."""
    rate = load_settings()["commission_rate"]
    return round(sale_price * (1 - rate), 2)


def online_order_total(prices):
    settings = load_settings()
    if not settings["online_shop"]:
        raise RuntimeError("The online shop is switched off")
    return round(sum(prices) + settings["online_postage"], 2)


if __name__ == "__main__":
    s = load_settings()
    print(f"{s['gallery_name']}: open {', '.join(s['open_days'])}")
    print("Online shop is", "on" if s["online_shop"] else "off")
