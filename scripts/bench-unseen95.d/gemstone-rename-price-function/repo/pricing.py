"""Loose stone pricing for the gemstone counter."""

PRICE_PER_CARAT = {
    "amethyst": 40.0,
    "garnet": 65.0,
    "peridot": 90.0,
    "sapphire": 450.0,
    "emerald": 520.0,
}

GRADE_FACTOR = {"commercial": 0.8, "fine": 1.0, "exceptional": 1.5}
SETTING_FEE = 35.0


def carat_price(stone, carats, grade="fine"):
    """Price of a single loose stone."""
    if stone not in PRICE_PER_CARAT:
        raise ValueError(f"we don't stock {stone}")
    if carats <= 0:
        raise ValueError("carats must be positive")
    price = PRICE_PER_CARAT[stone] * carats * GRADE_FACTOR[grade]
    return round(price, 2)


def set_stone_price(stone, carats, grade="fine"):
    """Price of a stone including setting it into a customer's piece."""
    return round(carat_price(stone, carats, grade) + SETTING_FEE, 2)
