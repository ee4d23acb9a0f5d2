"""Boxes and batches for Cocoa & Crumb handmade truffles."""

import math
from datetime import date, timedelta

BOX_SIZES = {"taster": 4, "classic": 9, "gift": 16}
BOX_PRICES = {"taster": 6.00, "classic": 12.50, "gift": 21.00}
GANACHE_G_PER_TRUFFLE = 14
SHELF_LIFE_DAYS = 14


def truffles_needed(orders):
    return sum(BOX_SIZES[size] * qty for size, qty in orders.items())


def ganache_grams(truffles, spare=0.1):
    return math.ceil(truffles * GANACHE_G_PER_TRUFFLE * (1 + spare))


def split_ganache(grams, chocolate_share=0.6):
    chocolate = round(grams * chocolate_share)
    return {"chocolate": chocolate, "cream": grams - chocolate}


def order_total(orders, discount=0.0):
    total = sum(BOX_PRICES[size] * qty for size, qty in orders.items())
    return round(total * (1 - discount), 2)


def use_by(made_on):
    return made_on + timedelta(days=SHELF_LIFE_DAYS)


def boxes_from_batch(truffles):
    packed = {}
    for size in sorted(BOX_SIZES, key=BOX_SIZES.get, reverse=True):
        packed[size], truffles = divmod(truffles, BOX_SIZES[size])
    packed["left over"] = truffles
    return packed


if __name__ == "__main__":
    week = {"taster": 6, "classic": 4, "gift": 2}
    count = truffles_needed(week)
    grams = ganache_grams(count)
    print(f"{count} truffles, {grams} g ganache: {split_ganache(grams)}")
    print(f"Takings: £{order_total(week):.2f}")
    print("Use by:", use_by(date(2024, 11, 4)))
    print("A batch of 60 packs into:", boxes_from_batch(60))
