import json
from pathlib import Path

SETTINGS = json.loads(Path(__file__).with_name("walks.json").read_text())
WALKS = SETTINGS["walks"]


def max_people(walk):
    return WALKS[walk].get("max_people", SETTINGS["default_max_people"])


def places_left(walk, already_booked):
    return max(0, max_people(walk) - already_booked)


def walks_in_month(month):
    return [name for name, info in WALKS.items() if month in info["months"]]


def price(walk, adults, children=0):
    each = WALKS[walk]["price"]
    return round(adults * each + children * each * SETTINGS["child_price_share"], 2)
