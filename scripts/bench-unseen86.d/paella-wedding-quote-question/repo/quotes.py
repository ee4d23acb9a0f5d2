"""Quotes for paella catering at events."""

import math

PRICE_PER_HEAD = {"valenciana": 9.50, "seafood": 12.00, "vegetable": 8.00}
MIN_GUESTS = 20
SERVINGS_PER_PAN = 15
PAN_HIRE = 25.00
FREE_MILES = 10
PRICE_PER_MILE = 1.20
WEEKEND_SURCHARGE = 0.10   # on the food only
WEEKEND_DAYS = ("saturday", "sunday")


def food_cost(dish, guests, day):
    guests = max(guests, MIN_GUESTS)
    food = PRICE_PER_HEAD[dish] * guests
    if day.lower() in WEEKEND_DAYS:
        food = food * (1 + WEEKEND_SURCHARGE)
    return food


def pans_needed(guests):
    return math.ceil(max(guests, MIN_GUESTS) / SERVINGS_PER_PAN)


def travel_cost(miles):
    return max(0, miles - FREE_MILES) * PRICE_PER_MILE


def quote(dish, guests, day, miles):
    total = food_cost(dish, guests, day)
    total += pans_needed(guests) * PAN_HIRE
    total += travel_cost(miles)
    return round(total, 2)
