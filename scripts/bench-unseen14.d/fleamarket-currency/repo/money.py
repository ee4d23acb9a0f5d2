"""Prices at the flea market stall."""


def format_price(amount):
    return f"{amount:.2f} EUR"


def total(items):
    return round(sum(price for _, price in items), 2)


def haggle(price, percent_off):
    """The price after a discount, rounded down to the nearest 50 cents."""
    reduced = price * (100 - percent_off) / 100
    return int(reduced * 2) / 2
