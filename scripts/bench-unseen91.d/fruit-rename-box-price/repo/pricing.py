"""Fruit box prices for office deliveries."""

BOX_SIZES = {"small": 12.00, "medium": 18.50, "large": 26.00}
EXOTIC_EXTRA = 4.50     # mango, pineapple, passion fruit
ORGANIC_UPLIFT = 0.15   # organic boxes cost 15% more


def calc_box(size, exotic=False, organic=False):
    """Price of one fruit box."""
    if size not in BOX_SIZES:
        raise ValueError("unknown box size: " + size)
    price = BOX_SIZES[size]
    if organic:
        price = price * (1 + ORGANIC_UPLIFT)
    if exotic:
        price += EXOTIC_EXTRA
    return round(price, 2)


def weekly_price(size, boxes_per_week, exotic=False, organic=False):
    """Cost of a weekly standing order of the same box."""
    return round(calc_box(size, exotic, organic) * boxes_per_week, 2)
