"""Wedding and event quotes for Isla Moreau, harpist."""

HOURLY_RATE = 120.00
MINIMUM_HOURS = 2
TRAVEL_PER_MILE = 0.45
FREE_MILES = 15
STAIRS_FEE = 30.00
DEPOSIT_SHARE = 0.30


def playing_fee(hours):
    return round(HOURLY_RATE * max(hours, MINIMUM_HOURS), 2)


def travel_fee(miles):
    chargeable = max(0, miles - FREE_MILES)
    return round(chargeable * 2 * TRAVEL_PER_MILE, 2)


def quote(hours, miles, stairs=False):
    total = playing_fee(hours) + travel_fee(miles)
    if stairs:
        total += STAIRS_FEE
    return round(total, 2)


def deposit(total):
    return round(total * DEPOSIT_SHARE, 2)
