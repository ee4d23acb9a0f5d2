"""Tapestry kit prices for the craft shop."""

CANVAS_PER_SQ_CM = 0.012
WOOL_SKEIN = 1.35
CHART_PRINTING = 3.00
NEEDLE_PACK = 1.20


def calc_kit(width_cm, height_cm, colours, printed_canvas=False):
    """Price of one tapestry kit."""
    canvas = width_cm * height_cm * CANVAS_PER_SQ_CM
    if printed_canvas:
        canvas *= 1.5
    price = canvas + colours * WOOL_SKEIN + NEEDLE_PACK
    if not printed_canvas:
        price += CHART_PRINTING
    return round(price, 2)


def describe(width_cm, height_cm, colours, printed_canvas=False):
    kind = "printed canvas" if printed_canvas else "charted"
    price = calc_kit(width_cm, height_cm, colours, printed_canvas)
    return f"{width_cm} x {height_cm}cm {kind} kit, {colours} colours: £{price:.2f}"
