"""Simple till for Hartley's Pie Shop. Prices live in prices.json."""

import json
import os

PRICE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "prices.json")


def load_prices(path=PRICE_FILE):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def price_of(name, prices=None):
    prices = prices or load_prices()
    key = name.strip().lower()
    for section in ("pies", "sides"):
        if key in prices[section]:
            return prices[section][key]
    raise KeyError(f"not on the price list: {name}")


def meal_deal_price(pie, prices=None):
    """A pie with the deal's sides costs the deal price, unless the pie alone costs more."""
    prices = prices or load_prices()
    if pie.strip().lower() not in prices["pies"]:
        raise KeyError(f"not a pie: {pie}")
    return max(prices["meal_deal"]["price"], price_of(pie, prices))


def basket_total(items, prices=None):
    prices = prices or load_prices()
    return round(sum(price_of(item, prices) for item in items), 2)


def pie_board(prices=None):
    """Lines for the menu board above the counter."""
    prices = prices or load_prices()
    return [f"{name.title():<24}£{price:.2f}" for name, price in sorted(prices["pies"].items())]
