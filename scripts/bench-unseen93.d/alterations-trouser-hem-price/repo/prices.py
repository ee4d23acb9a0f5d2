"""Price list for Stitch in Time alterations."""

PRICES = {
    "trouser hem": 8.00,
    "skirt hem": 8.00,
    "jeans hem": 10.00,
    "take in waist": 14.00,
    "shorten sleeves": 16.00,
    "replace zip": 12.00,
    "wedding dress fitting": 85.00,
}
EXPRESS_SURCHARGE = 0.25      # 25% extra for next-day work
MINIMUM_ORDER = 6.00


def price_of(service):
    """Price of one alteration."""
    try:
        return PRICES[service]
    except KeyError:
        raise ValueError("unknown service: %s" % service)


def order_total(services, express=False):
    """Total for a list of service names (a name may repeat)."""
    if not services:
        return 0.0
    total = sum(price_of(s) for s in services)
    if express:
        total *= 1 + EXPRESS_SURCHARGE
    return round(max(total, MINIMUM_ORDER), 2)


def ticket(customer, services, express=False):
    """Collection ticket text."""
    lines = ["Stitch in Time - ticket for %s" % customer]
    for s in services:
        lines.append("  %s: £%.2f" % (s, price_of(s)))
    if express:
        lines.append("  express (next day): +25%")
    lines.append("Total: £%.2f" % order_total(services, express))
    return "\n".join(lines)
