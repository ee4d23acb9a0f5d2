"""Buffet pricing for Harvest Table Catering."""

MENUS = {
    "classic": 14.50,
    "deluxe": 19.00,
    "vegan": 16.00,
}
CHILD_PRICE = 7.50           # any menu
MIN_GUESTS = 10
DELIVERY_FEE = 25.00
FREE_DELIVERY_GUESTS = 40    # free delivery from this many guests


def buffet_price(adults, children=0, menu="classic"):
    """Total price for a buffet order."""
    if menu not in MENUS:
        raise ValueError("unknown menu: %s" % menu)
    if adults < 0 or children < 0:
        raise ValueError("guest numbers can't be negative")
    guests = adults + children
    if guests < MIN_GUESTS:
        raise ValueError("minimum order is %d guests" % MIN_GUESTS)
    total = adults * MENUS[menu] + children * CHILD_PRICE
    if guests < FREE_DELIVERY_GUESTS:
        total += DELIVERY_FEE
    return round(total, 2)


def menu_names():
    """Menus in price order, cheapest first."""
    return sorted(MENUS, key=MENUS.get)


def order_summary(customer, adults, children=0, menu="classic"):
    total = buffet_price(adults, children, menu)
    return "%s: %d adults, %d children, %s menu - £%.2f" % (
        customer, adults, children, menu, total)
