"""Price list for cafes buying wholesale."""

PRICE_PER_KG = {"Ethiopia Guji": 31.0, "Colombia Huila": 26.5, "House blend": 22.0}
VOLUME_BREAK_KG = 10
VOLUME_DISCOUNT = 0.08


def wholesale_price(coffee, kg):
    price = PRICE_PER_KG[coffee] * kg
    if kg >= VOLUME_BREAK_KG:
        price *= 1 - VOLUME_DISCOUNT
    return round(price, 2)
