"""Hire rates for the sailing club's dinghy fleet."""

HOURLY_RATES = {
    "topper": 15.00,
    "laser": 18.00,
    "wayfarer": 22.00,
    "rs_quest": 26.00,
}

BOAT_CAPACITY = {
    "topper": 1,
    "laser": 1,
    "wayfarer": 4,
    "rs_quest": 3,
}

LIFEJACKET_FEE = 3.00        # per person on board, once per hire
WEEKEND_SURCHARGE = 0.10     # 10% extra on Saturdays and Sundays
MIN_HOURS = 1                # shorter hires are charged as one hour
DAY_CAP_HOURS = 6            # never charge more than six hours in a day
