"""Quoting for headstones and plaques from the price list."""

import json
import os

PRICE_LIST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "price_list.json")


def load_prices(path=PRICE_LIST):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def stone_types(prices=None):
    prices = prices or load_prices()
    return sorted(prices["stones"])


def quote(stone, kind="headstone", inscription="", gilded=False, fixing=True):
    prices = load_prices()
    if stone not in prices["stones"]:
        raise ValueError(f"We don't work in {stone}. We offer: {', '.join(stone_types(prices))}")
    letters = sum(1 for ch in inscription if ch.isalnum())
    per_letter = prices["per_letter"] + (prices["gilding_per_letter"] if gilded else 0)
    net = prices["stones"][stone][kind] + letters * per_letter
    if fixing:
        net += prices["fixing_fee"] + prices["cemetery_permit"]
    return round(net * (1 + prices["vat_rate"]), 2)


if __name__ == "__main__":
    words = "In loving memory of Gwen Pryce 1931 - 2024"
    for stone in stone_types():
        print(f"{stone:<10} £{quote(stone, inscription=words):>9.2f}")
