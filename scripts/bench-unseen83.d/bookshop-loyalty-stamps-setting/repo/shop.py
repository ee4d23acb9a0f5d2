"""Till for Dog-Eared Books. All the shop's settings live in settings.toml."""

import os
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))


def load_settings(path=None):
    with open(path or os.path.join(HERE, "settings.toml"), "rb") as f:
        return tomllib.load(f)


SETTINGS = load_settings()


def postage(book_prices, settings=SETTINGS):
    p = settings["postage"]
    if not book_prices or sum(book_prices) >= p["free_from"]:
        return 0.0
    return round(p["first_book"] + (len(book_prices) - 1) * p["each_extra_book"], 2)


def stamps_earned(spend, settings=SETTINGS):
    loyalty = settings["loyalty"]
    if not loyalty["stamps_enabled"]:
        return 0
    return int(spend // loyalty["spend_per_stamp"])


def order_total(book_prices, wrapped=0, posted=False, settings=SETTINGS):
    total = sum(book_prices)
    if wrapped:
        if not settings["gift_wrap"]["enabled"]:
            raise ValueError("we are not gift wrapping at the moment")
        total += wrapped * settings["gift_wrap"]["price"]
    if posted:
        total += postage(book_prices, settings)
    return round(total, 2)


def till_slip(book_prices, wrapped=0, posted=False, settings=SETTINGS):
    lines = [settings["shop_name"]]
    for price in book_prices:
        lines.append("Book: £%.2f" % price)
    lines.append("Total: £%.2f" % order_total(book_prices, wrapped, posted, settings))
    stamps = stamps_earned(sum(book_prices), settings)
    if stamps:
        lines.append("Loyalty stamps earned: %d" % stamps)
    return "\n".join(lines)
