"""Counter pricing for The Curd Nerd cheese shop."""

AGED_PREMIUM = 0.20
MIN_CUT_G = 100
VAT_EXEMPT = True


def wedge_price(weight_g, price_per_kg, aged=False, loyalty_card=False):
    if weight_g < MIN_CUT_G:
        weight_g = MIN_CUT_G
    price = weight_g / 1000 * price_per_kg
    if aged:
        price *= 1 + AGED_PREMIUM
    if loyalty_card:
        price *= 0.95
    return round(price, 2)


def board_weight_g(guests, grams_per_guest=80):
    """Total cheese needed for a party board."""
    return max(guests, 1) * grams_per_guest


def basket_total(lines):
    """Sum a list of (weight_g, price_per_kg, aged) counter lines."""
    return round(sum(wedge_price(w, p, a) for w, p, a in lines), 2)
