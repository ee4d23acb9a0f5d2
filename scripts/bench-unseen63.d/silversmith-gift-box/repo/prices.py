"""Prices for made-to-order rings."""

METAL_PER_GRAM = {
    "silver": 1.10,
    "9ct gold": 38.00,
    "18ct gold": 72.00,
}
MAKING_FEE = 45.00
ENGRAVING_PER_LETTER = 0.75
POSTAGE = {
    "collect": 0.00,
    "standard": 4.95,
    "special delivery": 9.50,
}


def engraving_cost(engraving):
    letters = len(engraving.replace(" ", ""))
    return round(letters * ENGRAVING_PER_LETTER, 2)


def ring_price(metal, grams, engraving=""):
    if metal not in METAL_PER_GRAM:
        raise ValueError(f"we don't work in {metal}")
    price = METAL_PER_GRAM[metal] * grams + MAKING_FEE + engraving_cost(engraving)
    return round(price, 2)


def order_total(rings, postage="standard"):
    total = sum(ring_price(*ring) for ring in rings)
    total += POSTAGE[postage]
    return round(total, 2)
