"""Travel charges for visits outside town."""

FREE_MILES = 10  # the first 10 miles are free
RATE_PER_MILE = 0.60  # for every mile past the free ones
MINIMUM_CHARGE = 3.0  # once past the free miles, never charge less than this


def chargeable_miles(miles):
    return max(0, miles - FREE_MILES)


def travel_charge(miles):
    extra = chargeable_miles(miles)
    if extra == 0:
        return 0.0
    return round(max(MINIMUM_CHARGE, miles * RATE_PER_MILE), 2)


def round_trip_minutes(miles, average_mph=30):
    return round(miles * 2 / average_mph * 60)
