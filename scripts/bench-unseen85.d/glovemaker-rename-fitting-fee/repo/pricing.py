"""Prices for made-to-measure gloves."""

LEATHER_PRICES = {"calf": 45.00, "deer": 60.00, "lamb": 52.00}
LINING_PRICE = 8.00
FITTING_BASE = 15.00
EXTRA_MEASUREMENT = 2.50
STANDARD_MEASUREMENTS = 4


def calc_fit_fee(measurements):
    """Fitting fee: a base charge, plus a bit for each measurement beyond the standard set."""
    extra = max(0, measurements - STANDARD_MEASUREMENTS)
    return FITTING_BASE + extra * EXTRA_MEASUREMENT


def glove_price(leather, lined=False):
    if leather not in LEATHER_PRICES:
        raise ValueError(f"we don't stock {leather} leather")
    price = LEATHER_PRICES[leather]
    if lined:
        price += LINING_PRICE
    return price
