"""Prices for Threadmark Monogramming."""

STYLE_PRICE = {"block": 1.20, "script": 1.60, "gothic": 2.00}   # per letter
THREAD_SURCHARGE = {"standard": 0.00, "metallic": 0.50}          # per letter
SET_UP_FEE = 4.00        # per item, covers hooping and digitising
MAX_LETTERS = 12


def count_letters(text):
    """Spaces and full stops are not stitched, so they are free."""
    return len(text.replace(" ", "").replace(".", ""))


def letter_cost(style, letters, thread="standard"):
    """Cost of stitching `letters` letters on one item."""
    if style not in STYLE_PRICE:
        raise ValueError("unknown style: %s" % style)
    if thread not in THREAD_SURCHARGE:
        raise ValueError("unknown thread: %s" % thread)
    if letters < 1 or letters > MAX_LETTERS:
        raise ValueError("between 1 and %d letters please" % MAX_LETTERS)
    return round((STYLE_PRICE[style] + THREAD_SURCHARGE[thread]) * letters, 2)


def item_cost(style, text, thread="standard"):
    """Price of monogramming one item, including the set-up fee."""
    return round(SET_UP_FEE + letter_cost(style, count_letters(text), thread), 2)
