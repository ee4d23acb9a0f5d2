"""The menu board at The Golden Plaice chippy."""

PRICES = {
    "cod": 8.50,
    "haddock": 9.20,
    "plaice": 9.00,
    "sausage": 2.60,
    "fishcake": 2.20,
    "chips": 3.20,
    "large chips": 4.40,
    "mushy peas": 1.80,
    "curry sauce": 1.50,
    "gravy": 1.40,
    "pickled egg": 0.90,
}

STUDENT_DISCOUNT = 0.10   # 10% off with a student card, Mon-Thu


def price_of(item):
    """Price of one of something, with a friendlier error for the tablet."""
    try:
        return PRICES[item]
    except KeyError:
        raise KeyError(f"'{item}' isn't on the menu") from None


def menu_board():
    """Lines for the menu board, in the order they're listed above."""
    return [f"{item.title():<14}£{price:.2f}" for item, price in PRICES.items()]
