"""Package prices for the doula practice."""

PACKAGES = {
    "birth": 950.00,
    "postnatal": 480.00,
    "full": 1350.00,
}
EXTRA_VISIT = 60.00
TRAVEL_FREE_MILES = 15        # the first 15 miles are included
TRAVEL_PER_MILE = 0.45


def travel_charge(miles):
    chargeable = max(0, miles - TRAVEL_FREE_MILES)
    return round(chargeable * TRAVEL_PER_MILE, 2)


def package_total(package, extra_visits=0, miles=0):
    """Everything the family pays for a package."""
    if package not in PACKAGES:
        raise ValueError(f"unknown package: {package}")
    if extra_visits < 0:
        raise ValueError("extra visits cannot be negative")
    total = PACKAGES[package] + EXTRA_VISIT * extra_visits + travel_charge(miles)
    return round(total, 2)


def deposit(package):
    """A quarter of the package price is due on booking."""
    return round(PACKAGES[package] * 0.25, 2)
