"""Shelf prices for the hardware store (prices include VAT)."""

PRICES = {
    "wood screws 4x40 (200)": 6.49,
    "masonry drill bit 6mm": 3.25,
    "decorators caulk": 2.99,
    "claw hammer": 14.99,
    "sandpaper pack": 4.50,
    "wall plugs (100)": 2.20,
    "key cutting": 5.00,
}


def price_of(item):
    try:
        return PRICES[item]
    except KeyError:
        raise ValueError(f"not on the price list: {item}") from None


def line_total(item, qty):
    return round(price_of(item) * qty, 2)
