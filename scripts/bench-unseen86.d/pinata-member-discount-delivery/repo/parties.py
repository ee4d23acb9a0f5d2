"""Pinata party package pricing."""

PACKAGES = {"basic": 45.00, "deluxe": 80.00, "mega": 120.00}
EXTRA_PINATA = 18.00
DELIVERY_CHARGE = 12.00
MEMBER_DISCOUNT = 0.15
MAX_EXTRA_PINATAS = 5


def package_price(package):
    if package not in PACKAGES:
        raise ValueError("unknown package: %s" % package)
    return PACKAGES[package]


def party_price(package, extra_pinatas=0, delivery=False, member=False):
    """Price of a party booking."""
    if extra_pinatas < 0 or extra_pinatas > MAX_EXTRA_PINATAS:
        raise ValueError("extra pinatas must be between 0 and %d" % MAX_EXTRA_PINATAS)
    price = package_price(package) + EXTRA_PINATA * extra_pinatas
    if delivery:
        price += DELIVERY_CHARGE
    if member:
        price = price * (1 - MEMBER_DISCOUNT)
    return round(price, 2)


def deposit(package, extra_pinatas=0, delivery=False, member=False):
    """A quarter of the price is taken as a deposit."""
    return round(party_price(package, extra_pinatas, delivery, member) / 4, 2)
