"""Loads the wine club settings and answers simple questions about them."""
import json
from pathlib import Path

CONFIG_PATH = Path(__file__).with_name("club.json")


def load_config(path=CONFIG_PATH):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def gifts_enabled(config=None):
    config = config or load_config()
    return config.get("gift_memberships", False) is True


def bottles_per_year(config=None):
    config = config or load_config()
    return config["bottles_per_shipment"] * config["shipments_per_year"]


def member_price(shop_price, config=None):
    config = config or load_config()
    return round(shop_price * (100 - config["member_discount_percent"]) / 100, 2)


def ships_to(region, config=None):
    config = config or load_config()
    return region in config["ship_to_regions"]
