"""Prices at The Wheatsheaf carvery."""

# Price of a carvery plate.  Children's plates are for under 12s.
CARVERY = {"adult": 13.95, "senior": 11.95, "child": 7.50}

# We put on four meats on a Sunday, so adult and senior plates cost a bit more.
SUNDAY_EXTRA = 2.00

# Kids eat free on quiet days: one free child plate per paying grown-up.
KIDS_EAT_FREE_DAYS = ("Monday", "Tuesday")

DESSERTS = {
    "apple-crumble": 5.25,
    "sticky-toffee": 5.75,
    "ice-cream": 3.50,
    "cheese-board": 7.95,
}

# Added to the bill for tables of this many people or more.
SERVICE_CHARGE = 0.10
SERVICE_CHARGE_FROM = 8
