"""Birthday party pricing for the soft play centre."""

import math

BASE_PRICE = 150.0  # covers up to 8 children
INCLUDED_CHILDREN = 8
EXTRA_CHILD = 14.0
HOT_FOOD_PER_CHILD = 4.5
HOST_RATIO = 6  # one party host for every 6 children
EXTRA_HOST = 25.0
WEEKEND_SURCHARGE = 0.2
MEMBER_DISCOUNT = 0.1


def hosts_needed(children):
    return math.ceil(children / HOST_RATIO)


def party_price(children, weekend=False, hot_food=False, member=False):
    price = BASE_PRICE + max(0, children - INCLUDED_CHILDREN) * EXTRA_CHILD
    price += max(0, hosts_needed(children) - 1) * EXTRA_HOST
    if weekend:
        price *= 1 + WEEKEND_SURCHARGE
    if hot_food:
        price += children * HOT_FOOD_PER_CHILD
    if member:
        price *= 1 - MEMBER_DISCOUNT
    return round(price, 2)


def deposit(price):
    return max(50.0, round(price * 0.25, 2))
