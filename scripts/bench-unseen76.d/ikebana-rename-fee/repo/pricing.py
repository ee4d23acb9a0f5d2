"""Ikebana workshops: what a place on a workshop costs."""

BASE_FEE = 38.00            # tuition and use of tools
FLOWER_PACK = {"seasonal": 12.00, "premium": 21.00, "none": 0.00}
VASE_PRICE = 16.50          # students may buy the ceramic vase to take home
EARLY_BIRD_DISCOUNT = 5.00  # off the tuition when booked 30+ days ahead


def calc_fee(flowers="seasonal", buy_vase=False, early_bird=False):
    """Price of one workshop place, rounded to pence."""
    if flowers not in FLOWER_PACK:
        raise ValueError(f"unknown flower pack: {flowers}")
    fee = BASE_FEE + FLOWER_PACK[flowers]
    if buy_vase:
        fee += VASE_PRICE
    if early_bird:
        fee -= EARLY_BIRD_DISCOUNT
    return round(fee, 2)


def group_fee(places, flowers="seasonal", buy_vase=False, early_bird=False):
    """Price for several places booked together by one person."""
    if places < 1:
        raise ValueError("book at least one place")
    return round(places * calc_fee(flowers, buy_vase, early_bird), 2)
