"""What we charge for a DJ set."""

PACKAGES = {
    "standard": {"price": 295.00, "hours": 4},
    "wedding": {"price": 450.00, "hours": 5},
    "kids party": {"price": 180.00, "hours": 2},
}
EXTRA_HOUR = 60.00
FREE_MILES = 20
PER_MILE = 0.65
LATE_FINISH_HOUR = 23
LATE_FINISH_EXTRA = 40.00


def travel_charge(miles):
    return round(max(0, miles - FREE_MILES) * PER_MILE, 2)


def calc_price(package, hours, miles=0, finish_hour=23):
    details = PACKAGES[package]
    price = details["price"]
    if hours > details["hours"]:
        price += (hours - details["hours"]) * EXTRA_HOUR
    if finish_hour > LATE_FINISH_HOUR or finish_hour < 6:
        price += LATE_FINISH_EXTRA
    return round(price + travel_charge(miles), 2)
