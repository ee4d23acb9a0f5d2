"""Works out what a client pays at the end of her appointment."""

from price_list import (COLOUR_SERVICES, CONCESSION_RATE, LONG_HAIR_EXTRA,
                        RETAIL, SERVICES)


def services_total(services, long_hair=False):
    """Total for the hairdressing part of the visit."""
    total = 0.0
    for name in services:
        total += SERVICES[name]
        if long_hair and name in COLOUR_SERVICES:
            total += LONG_HAIR_EXTRA
    return total


def retail_total(products):
    """Total for anything she takes home from the shelf."""
    return sum(RETAIL[p] for p in products)


def client_bill(services, products=(), long_hair=False, concession=False):
    """What the client pays, rounded to the penny."""
    total = services_total(services, long_hair) + retail_total(products)
    if concession:
        total -= total * CONCESSION_RATE
    return round(total, 2)


if __name__ == "__main__":
    print(client_bill(["cut"]))
    print(client_bill(["cut-and-blow-dry", "toner"], ["heat-spray"], long_hair=True))
    print(client_bill(["blow-dry"], concession=True))
