"""Prices for guided snowmobile tours."""

TOUR_PRICE = {              # per snowmobile, including the driver
    "taster": 95.00,        # 1 hour
    "forest": 160.00,       # 2 hours
    "northern": 240.00,     # 3 hours, evening
}
PASSENGER_FEE = 45.00       # second rider sharing a snowmobile
CHILD_AGE = 12              # passengers under this age pay half
WEEKEND_SURCHARGE = 0.10
WEEKEND_DAYS = ("sat", "sun")


def passenger_fee(age):
    if age < CHILD_AGE:
        return PASSENGER_FEE / 2
    return PASSENGER_FEE


def tour_price(tour, drivers, passenger_ages=(), day="mon"):
    if tour not in TOUR_PRICE:
        raise ValueError("unknown tour: %s" % tour)
    if drivers < 1:
        raise ValueError("at least one driver is needed")
    if len(passenger_ages) > drivers:
        raise ValueError("only one passenger per snowmobile")
    total = TOUR_PRICE[tour] * drivers
    total += sum(passenger_fee(a) for a in passenger_ages)
    if day.lower()[:3] in WEEKEND_DAYS:
        total += total * WEEKEND_SURCHARGE
    return round(total, 2)
