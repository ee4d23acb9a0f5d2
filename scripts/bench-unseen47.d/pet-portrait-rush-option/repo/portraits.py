"""Prices for hand-painted pet portraits."""

SIZES = {"A5": 45.0, "A4": 70.0, "A3": 110.0}
EXTRA_PET = 0.5              # each extra pet adds half the base price
BACKGROUNDS = {"plain": 0.0, "garden": 15.0, "custom": 30.0}
POSTAGE = 6.5
WEEKS_TO_PAINT = {"A5": 2, "A4": 3, "A3": 4}


def portrait_price(size, pets=1, background="plain"):
    base = SIZES[size]
    price = base + base * EXTRA_PET * (pets - 1)
    price += BACKGROUNDS[background]
    return round(price, 2)


def order_total(size, pets=1, background="plain", collect=False):
    total = portrait_price(size, pets, background)
    if not collect:
        total += POSTAGE
    return round(total, 2)


def weeks_needed(size, pets=1):
    return WEEKS_TO_PAINT[size] + (1 if pets > 2 else 0)
