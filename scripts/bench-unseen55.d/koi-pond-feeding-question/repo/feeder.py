"""Decides what the automatic feeder does each morning.

Koi can't digest their food properly in cold water, so the feeder cuts
back as the pond cools down and stops altogether in the depths of winter.
"""

import configparser
from pathlib import Path

CONFIG_FILE = Path(__file__).with_name("pond.ini")


def load_config(path=CONFIG_FILE):
    """Read pond.ini into a ConfigParser."""
    cfg = configparser.ConfigParser()
    cfg.read(path)
    return cfg


def feeding_plan(water_temp_c, cfg=None):
    """Return (food, feeds, grams_per_feed) for today's water temperature."""
    cfg = cfg if cfg is not None else load_config()
    stop_below = cfg.getfloat("feeder", "stop_below_c", fallback=10.0)
    wheatgerm_below = cfg.getfloat("feeder", "wheatgerm_below_c", fallback=14.0)
    feeds = cfg.getint("feeder", "feeds_per_day", fallback=2)
    grams = cfg.getint("feeder", "grams_per_feed", fallback=30)
    if water_temp_c < stop_below:
        return ("none", 0, 0)
    if water_temp_c < wheatgerm_below:
        return ("wheatgerm", 1, grams // 2)
    return ("growth", feeds, grams)


if __name__ == "__main__":
    for temp in (6.0, 10.0, 18.5):
        print(temp, feeding_plan(temp))
