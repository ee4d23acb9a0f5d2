"""Engraving limits and prices for Aurum & Finch Goldsmiths."""

PRICE_PER_CHARACTER = 1.20
MINIMUM_CHARGE = 15.00
SCRIPT_FONT_EXTRA = 10.00    # hand-cut script lettering

# ring bands: (narrower than this many mm, most characters inside the band)
RING_LIMITS = [
    (4, 18),
    (7, 26),
    (99, 32),
]
OTHER_LIMITS = {"pendant": 40, "bracelet": 60, "cufflinks": 6}


def max_characters(item, width_mm=None):
    """Most characters (not counting spaces) we can engrave on one item."""
    if item == "ring":
        if width_mm is None or width_mm <= 0:
            raise ValueError("need the band width for a ring")
        for narrower_than, limit in RING_LIMITS:
            if width_mm < narrower_than:
                return limit
        raise ValueError("band too wide")
    if item in OTHER_LIMITS:
        return OTHER_LIMITS[item]
    raise ValueError("we don't engrave %s" % item)


def engraving_price(text, script=False):
    letters = len(text.replace(" ", ""))
    price = max(letters * PRICE_PER_CHARACTER, MINIMUM_CHARGE)
    if script:
        price += SCRIPT_FONT_EXTRA
    return round(price, 2)
