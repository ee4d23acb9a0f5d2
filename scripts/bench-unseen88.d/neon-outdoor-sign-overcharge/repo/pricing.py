"""Price calculator for custom neon signs."""

LETTER_PRICE = 12.00
BASE_FEE = 45.00
COLOUR_SURCHARGE = {
    "white": 0.00,
    "pink": 1.50,
    "blue": 1.50,
    "rgb": 4.00,
}
OUTDOOR_MULTIPLIER = 1.25
DELIVERY_FEE = 15.00
FREE_DELIVERY_OVER = 300.00


def count_letters(text):
    """Spaces are free; every other character is a lit letter."""
    return sum(1 for ch in text if not ch.isspace())


def sign_price(text, colour="white", outdoor=False, delivery=True):
    letters = count_letters(text)
    per_letter = LETTER_PRICE + COLOUR_SURCHARGE[colour.lower()]
    price = BASE_FEE + letters * per_letter
    if outdoor:
        # weatherproof housing and transformer
        price = price * OUTDOOR_MULTIPLIER
    if delivery and price > FREE_DELIVERY_OVER:
        price += DELIVERY_FEE
    return round(price, 2)
