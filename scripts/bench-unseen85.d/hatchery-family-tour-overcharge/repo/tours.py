"""Prices for guided tours of the trout hatchery."""

ADULT_PRICE = 12.00
CHILD_PRICE = 7.00
GROUP_SIZE = 10          # groups of this many people or more get a discount
GROUP_DISCOUNT = 0.10
FEED_BAG_PRICE = 1.50


def people_count(adults, children):
    return adults + children


def tour_price(adults, children, feed_bags=0):
    """Total price for one tour booking."""
    price = adults * ADULT_PRICE + children * CHILD_PRICE
    if people_count(adults, children) < GROUP_SIZE:
        price = price * (1 - GROUP_DISCOUNT)
    price += feed_bags * FEED_BAG_PRICE
    return round(price, 2)


def booking_summary(name, adults, children, feed_bags=0):
    total = tour_price(adults, children, feed_bags)
    return f"{name}: {adults} adult(s), {children} child(ren) - £{total:.2f}"
