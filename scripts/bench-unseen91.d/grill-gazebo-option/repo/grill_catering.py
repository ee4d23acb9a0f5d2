"""Prices for our mobile grill catering at parties and events."""

MENUS = {  # price per guest
    "classic": 14.50,
    "premium": 21.00,
    "vegetarian": 13.00,
}
MIN_GUESTS = 25
CHEF_FEE = 120.00        # one chef for every 50 guests or part of 50
GUESTS_PER_CHEF = 50
TRAVEL_FREE_MILES = 15
TRAVEL_PER_MILE = 1.40
DEPOSIT_RATE = 0.25


def chefs_needed(guests):
    return -(-guests // GUESTS_PER_CHEF)


def travel_charge(miles):
    return max(0, miles - TRAVEL_FREE_MILES) * TRAVEL_PER_MILE


def event_price(guests, menu="classic", miles=0):
    if guests < MIN_GUESTS:
        raise ValueError("we cater for at least %d guests" % MIN_GUESTS)
    if menu not in MENUS:
        raise ValueError("unknown menu: " + menu)
    food = MENUS[menu] * guests
    staff = chefs_needed(guests) * CHEF_FEE
    return round(food + staff + travel_charge(miles), 2)


def deposit(guests, menu="classic", miles=0):
    return round(event_price(guests, menu, miles) * DEPOSIT_RATE, 2)
