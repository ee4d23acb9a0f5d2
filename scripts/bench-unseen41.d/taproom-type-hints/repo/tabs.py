"""Bar tabs for the brewery taproom."""

from datetime import datetime

PRICES = {"pale": 5.2, "stout": 5.8, "sour": 6.4, "alcohol free": 4.0}
HALF_SHARE = 0.55  # a half costs a bit more than half a pint
LAST_ORDERS_HOUR = 22


def pour_price(beer, half=False):
    price = PRICES[beer]
    return round(price * HALF_SHARE, 2) if half else price


def open_tab(name, card_last4):
    # card_last4 is kept as text so leading zeros survive, e.g. "0423"
    return {"name": name, "card": card_last4, "items": []}


def add_round(tab, beers, half=False):
    for beer in beers:
        tab["items"].append((beer, pour_price(beer, half)))
    return len(tab["items"])


def tab_total(tab, tip_percent=0):
    subtotal = sum(price for _, price in tab["items"])
    return round(subtotal * (1 + tip_percent / 100), 2)


def can_serve(now):
    return now.hour < LAST_ORDERS_HOUR


def split_bill(total, people):
    if people < 1:
        raise ValueError("need at least one person")
    share = round(total / people, 2)
    return [share] * people
