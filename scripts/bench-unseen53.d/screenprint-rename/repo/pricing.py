"""Prices for Inkwell Screen Printing (t-shirts, hoodies and tote bags).

Each colour in a design needs its own screen, so there's a one-off
setup fee per colour plus a per-garment print price.
"""

GARMENTS = {"tshirt": 4.20, "hoodie": 13.50, "tote": 2.80}
SCREEN_SETUP_PER_COLOUR = 18.00
PRINT_PER_COLOUR = 0.65          # per garment, per colour
BULK_BREAKS = [(100, 0.15), (50, 0.10), (25, 0.05)]   # (min qty, discount)


def bulk_discount(qty):
    """Fraction off the garment and print price for bigger runs."""
    for min_qty, discount in BULK_BREAKS:
        if qty >= min_qty:
            return discount
    return 0.0


def calc_cost(garment, qty, colours):
    """Total price for one print run of a single garment type."""
    unit = GARMENTS[garment] + PRINT_PER_COLOUR * colours
    run = unit * qty * (1 - bulk_discount(qty))
    return round(run + SCREEN_SETUP_PER_COLOUR * colours, 2)


if __name__ == "__main__":
    for qty in (10, 25, 50, 100):
        print(qty, "tshirts, 2 colours:", calc_cost("tshirt", qty, 2))
