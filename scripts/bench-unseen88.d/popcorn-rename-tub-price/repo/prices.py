"""Popcorn stall price list."""

SIZES = {"small": 2.50, "medium": 3.80, "large": 5.20}
FLAVOUR_EXTRA = {
    "salted": 0.00,
    "sweet": 0.00,
    "toffee": 0.60,
    "cheese": 0.60,
    "chocolate drizzle": 0.90,
}
SHARING_TUB_MULTIPLIER = 1.8


def tub_price(size, flavour="salted"):
    """Price of one tub of popcorn."""
    if size == "sharing":
        base = SIZES["large"] * SHARING_TUB_MULTIPLIER
    else:
        base = SIZES[size]
    return round(base + FLAVOUR_EXTRA[flavour], 2)


def menu_lines():
    lines = []
    for size in list(SIZES) + ["sharing"]:
        lines.append("%-8s £%.2f" % (size.title(), tub_price(size)))
    return lines
