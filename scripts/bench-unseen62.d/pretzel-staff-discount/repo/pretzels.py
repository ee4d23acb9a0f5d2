"""Till for the pretzel kiosk."""

MENU = {
    "salted": 2.60,
    "cinnamon sugar": 3.10,
    "cheese and jalapeno": 3.60,
    "pizza": 3.90,
    "hot dog": 4.50,
}
DIPS = {
    "cheese sauce": 0.90,
    "chocolate": 0.90,
    "mustard": 0.50,
}
FREE_EVERY = 6


def pretzel_prices(items):
    for item in items:
        if item not in MENU:
            raise ValueError(f"we don't make {item} pretzels")
    return sorted((MENU[item] for item in items), reverse=True)


def box_saving(items):
    prices = pretzel_prices(items)
    return sum(prices[FREE_EVERY - 1::FREE_EVERY])


def order_total(items, dips=()):
    for dip in dips:
        if dip not in DIPS:
            raise ValueError(f"no such dip: {dip}")
    total = sum(pretzel_prices(items)) - box_saving(items)
    total += sum(DIPS[dip] for dip in dips)
    return round(total, 2)


def till_line(items, dips=()):
    count = len(items)
    noun = "pretzel" if count == 1 else "pretzels"
    return f"{count} {noun}, {len(dips)} dips: £{order_total(items, dips):.2f}"
