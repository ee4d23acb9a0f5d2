"""Cakes, party bags and the final party price."""

from packages import package_price

CAKES = {"none": 0.00, "football": 30.00, "unicorn": 35.00, "castle": 45.00}
PARTY_BAG = 3.50            # per child, if the parents want them
BOOKING_FEE = 0.00          # no booking fee at the moment


def cake_price(cake):
    if cake not in CAKES:
        raise ValueError("we don't make a %s cake" % cake)
    return CAKES[cake]


def party_total(package, children, weekend=False, cake="none", party_bags=False):
    total = package_price(package, children, weekend)
    total += cake_price(cake)
    if party_bags:
        total += PARTY_BAG * children
    total += BOOKING_FEE
    return round(total, 2)


def deposit(total):
    """We take £50 to hold the date, or the full amount if it is less."""
    return min(50.00, total)
