"""Stock and shelf prices at the stationer's."""

PRICES = {
    "a4 paper ream": 5.49,
    "a3 paper ream": 11.99,
    "box of biros": 4.25,
    "lever arch file": 3.10,
    "printer ink": 22.00,
    "sticky notes": 2.75,
}
MULTIBUY = {"a4 paper ream": (5, 4.99)}     # buy 5 or more and they're 4.99 each


def unit_price(item, qty):
    """Price each, allowing for multibuys."""
    if item in MULTIBUY:
        min_qty, price = MULTIBUY[item]
        if qty >= min_qty:
            return price
    return PRICES[item]
