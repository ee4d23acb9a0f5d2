"""Menu and prices for the Harbourside Works canteen."""

MENU = {
    "soup": 2.40,
    "jacket potato": 3.80,
    "hot dinner": 5.60,
    "salad box": 4.20,
    "sandwich": 3.10,
    "tea": 1.10,
    "coffee": 1.40,
    "flapjack": 1.20,
}
STAFF_DISCOUNT = 0.20      # staff with a works badge get 20% off everything
DRINKS = ("tea", "coffee")


def get_price(item, staff=False):
    """Price of one item, with the staff discount if they show a badge."""
    if item not in MENU:
        raise ValueError("not on the menu: %s" % item)
    price = MENU[item]
    if staff:
        price = price * (1 - STAFF_DISCOUNT)
    return round(price, 2)


def is_drink(item):
    return item in DRINKS


def drinks_menu(staff=False):
    return {d: get_price(d, staff) for d in DRINKS}
