"""Engraving orders: pricing and when they'll be ready."""
import json
from datetime import datetime, time
from pathlib import Path

CONFIG_PATH = Path(__file__).with_name("shop_config.json")


def load_config():
    with open(CONFIG_PATH, encoding="utf-8") as fh:
        return json.load(fh)


def _parse(hhmm):
    hours, minutes = hhmm.split(":")
    return time(int(hours), int(minutes))


def engraving_price(text, logo=False, rush=False):
    prices = load_config()["prices"]
    letters = sum(1 for ch in text if not ch.isspace())
    price = max(letters * prices["per_letter"], prices["minimum_charge"])
    if logo:
        price += prices["logo"]
    if rush:
        price += prices["rush"]
    return round(price, 2)


def ready_same_day(placed_at):
    """Orders placed before the cut-off are engraved and ready the same day."""
    config = load_config()
    cutoff = _parse(config.get("same_day_cutoff", "15:00"))
    opening = _parse(config["opening_time"])
    return opening <= placed_at.time() < cutoff


def check_lines(lines):
    limit = load_config().get("max_letters_per_line", 20)
    return [line for line in lines if len(line) > limit]


if __name__ == "__main__":
    now = datetime.now()
    print("Same day" if ready_same_day(now) else "Next working day")
    print(engraving_price("Happy 40th Dad", logo=True))
