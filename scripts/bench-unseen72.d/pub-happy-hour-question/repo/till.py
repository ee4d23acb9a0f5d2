"""The Wheatsheaf's till: adds up a table's order."""

import json
from pathlib import Path

MENU = json.loads(Path(__file__).with_name("menu.json").read_text())

HAPPY_HOUR_FROM = 17       # 5pm
HAPPY_HOUR_UNTIL = 19      # up to, not including, 7pm
HAPPY_HOUR_OFF = 0.25      # off pints only
BIG_TABLE = 6              # tables of this many people or more...
SERVICE_CHARGE = 0.10      # ...pay service on the food


def item_price(item, hour):
    if item in MENU["drinks"]:
        price = MENU["drinks"][item]
        if item.startswith("pint_") and HAPPY_HOUR_FROM <= hour < HAPPY_HOUR_UNTIL:
            price *= 1 - HAPPY_HOUR_OFF
        return round(price, 2)
    if item in MENU["food"]:
        return MENU["food"][item]
    raise KeyError(f"Not on the menu: {item}")


def table_bill(order, people, hour):
    """order maps item name to how many; hour is the 24h hour the order was taken."""
    drinks = 0.0
    food = 0.0
    for item, qty in order.items():
        line = item_price(item, hour) * qty
        if item in MENU["food"]:
            food += line
        else:
            drinks += line
    if people >= BIG_TABLE:
        food *= 1 + SERVICE_CHARGE
    return round(drinks + food, 2)


if __name__ == "__main__":
    print(table_bill({"pint_bitter": 2, "chips": 1}, people=2, hour=20))
