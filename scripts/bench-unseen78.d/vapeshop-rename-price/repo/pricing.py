"""Vape shop shelf prices."""

BOTTLE_PRICE = 3.99           # one 10ml bottle of e-liquid
HIGH_STRENGTH_EXTRA = 0.50    # per bottle, 18mg and above
HIGH_STRENGTH_MG = 18
MULTIBUY_SIZE = 4             # 4 bottles for the price of 3
COIL_PACK_PRICE = 9.99


def calc_liquid_price(bottles, strength_mg):
    """Price for a number of 10ml bottles of the same strength."""
    if bottles < 0:
        raise ValueError("bottles cannot be negative")
    unit = BOTTLE_PRICE
    if strength_mg >= HIGH_STRENGTH_MG:
        unit += HIGH_STRENGTH_EXTRA
    free = bottles // MULTIBUY_SIZE
    return round((bottles - free) * unit, 2)


def coil_price(packs):
    return round(packs * COIL_PACK_PRICE, 2)
