"""Party packages for Kaboodle Kids Parties."""

PACKAGES = {
    "classic":   {"base": 180.00, "children_included": 10, "extra_child": 12.00},
    "superhero": {"base": 240.00, "children_included": 12, "extra_child": 14.00},
    "disco":     {"base": 210.00, "children_included": 15, "extra_child": 10.00},
}
WEEKEND_SURCHARGE = 0.15    # Saturdays and Sundays, on the package price only
MAX_CHILDREN = 30


def package_price(package, children, weekend=False):
    if package not in PACKAGES:
        raise ValueError("unknown package: %s" % package)
    if children < 1 or children > MAX_CHILDREN:
        raise ValueError("we can host 1 to %d children" % MAX_CHILDREN)
    p = PACKAGES[package]
    extra = max(0, children - p["children_included"])
    price = p["base"] + extra * p["extra_child"]
    if weekend:
        price += price * WEEKEND_SURCHARGE
    return round(price, 2)
