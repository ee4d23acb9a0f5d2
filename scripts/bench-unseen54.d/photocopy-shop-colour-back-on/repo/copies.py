"""Prices for copying jobs at the counter, read from shop.ini."""

import configparser
from pathlib import Path

CONFIG_FILE = Path(__file__).with_name("shop.ini")


def load_config(path=CONFIG_FILE):
    """Read shop.ini."""
    cfg = configparser.ConfigParser()
    cfg.read(path)
    return cfg


def copy_price(sides, size="A4", colour=False, cfg=None):
    """Price for a copying job, or None if we can't do it at the moment."""
    cfg = cfg or load_config()
    section = "colour" if colour else "black_and_white"
    if not cfg.getboolean(section, "enabled"):
        return None
    total = sides * cfg.getfloat(section, f"{size.lower()}_price")
    if sides >= cfg.getint("shop", "bulk_from_sheets"):
        total *= 1 - cfg.getfloat("shop", "bulk_discount")
    return round(total, 2)


def binding_price(copies, cfg=None):
    """Comb binding, per document."""
    cfg = cfg or load_config()
    return round(copies * cfg.getfloat("finishing", "comb_binding"), 2)


if __name__ == "__main__":
    print(copy_price(20))
    print(copy_price(5, "A3", colour=True))
