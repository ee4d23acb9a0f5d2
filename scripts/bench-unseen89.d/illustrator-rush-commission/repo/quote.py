"""Commission quotes for Ivy Lane Illustration."""

SIZE_PRICES = {"A5": 60.00, "A4": 95.00, "A3": 150.00}
EXTRA_FIGURE = 25.00        # each person or pet after the first
COLOUR_SURCHARGE = 0.20     # colour adds 20% to the size price
FRAMING = {"none": 0.00, "simple": 30.00, "premium": 55.00}
POSTAGE = 6.50              # tracked postage, free when collected


def quote_commission(size, figures=1, colour=False, framing="none"):
    """Price for a commissioned drawing, before postage."""
    if size not in SIZE_PRICES:
        raise ValueError("unknown size: %s" % size)
    if figures < 1:
        raise ValueError("a drawing needs at least one figure")
    if framing not in FRAMING:
        raise ValueError("unknown framing: %s" % framing)
    price = SIZE_PRICES[size]
    if colour:
        price += SIZE_PRICES[size] * COLOUR_SURCHARGE
    price += (figures - 1) * EXTRA_FIGURE
    price += FRAMING[framing]
    return round(price, 2)


def deposit(quote):
    """Half up front, rounded to whole pounds."""
    return float(round(quote / 2))


def order_total(size, figures=1, colour=False, framing="none", collect=False):
    total = quote_commission(size, figures, colour, framing)
    if not collect:
        total += POSTAGE
    return round(total, 2)
