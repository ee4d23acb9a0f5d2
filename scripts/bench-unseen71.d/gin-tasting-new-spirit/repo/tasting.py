"""Gin tasting bar: pricing drinks and tasting flights from menu.json."""
import json
import os

MENU_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "menu.json")


def load_menu(path=MENU_FILE):
    with open(path) as fh:
        return json.load(fh)


def drink_price(gin, mixer=None, menu=None):
    menu = menu or load_menu()
    if gin not in menu["gins"]:
        raise KeyError(f"{gin} is not on the menu")
    price = menu["gins"][gin]
    if mixer:
        price += menu["mixers"][mixer]
    return round(price, 2)


def flight_price(gins, menu=None):
    """A tasting flight: one measure of each gin, neat, with the flight discount."""
    menu = menu or load_menu()
    total = sum(drink_price(g, menu=menu) for g in gins)
    return round(total * (1 - menu["flight_discount"]), 2)


def menu_board(menu=None):
    menu = menu or load_menu()
    lines = [f"{menu['bar_name']} - gins by the {menu['measure_ml']}ml measure"]
    for gin, price in sorted(menu["gins"].items()):
        lines.append(f"  {gin:<28} £{price:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(menu_board())
    print(flight_price(["London Dry", "Sloe Gin", "Navy Strength"]))
