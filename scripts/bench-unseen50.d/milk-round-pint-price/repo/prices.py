"""Price list for Hillside Dairy doorstep deliveries.

All prices are in pence so the weekly bills add up exactly.
"""

PRICES = {
    "whole_pint": 98,
    "semi_skimmed_pint": 95,
    "skimmed_pint": 95,
    "oat_1l": 185,
    "orange_juice_1l": 240,
    "eggs_half_dozen": 210,
    "butter_250g": 265,
}

GLASS_BOTTLE_SURCHARGE = 10   # per pint if they want glass rather than plastic
SMALL_ROUND_CHARGE = 50       # added to weekly bills under SMALL_BILL_LIMIT
SMALL_BILL_LIMIT = 500


def price_of(product, glass=False):
    """Price in pence of one of something."""
    price = PRICES[product]
    if glass and product.endswith("_pint"):
        price += GLASS_BOTTLE_SURCHARGE
    return price
