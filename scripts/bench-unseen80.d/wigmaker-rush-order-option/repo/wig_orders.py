"""Order pricing for Crown & Curl Wigmakers."""

STYLES = {
    "synthetic bob": 180.00,
    "synthetic long": 240.00,
    "human hair bob": 520.00,
    "human hair long": 780.00,
    "lace front": 950.00,
}

CUSTOM_COLOUR = 45.00     # hand-blended colour match
FITTING_FEE = 35.00       # per fitting appointment
FREE_FITTINGS = 1         # the first fitting is included


def order_price(style, custom_colour=False, fittings=1, deposit_paid=0.0):
    """Amount still to pay for one wig order."""
    if style not in STYLES:
        raise ValueError("unknown style: %s" % style)
    if fittings < 0 or deposit_paid < 0:
        raise ValueError("fittings and deposit cannot be negative")
    wig = STYLES[style]
    if custom_colour:
        wig += CUSTOM_COLOUR
    paid_fittings = max(fittings - FREE_FITTINGS, 0)
    total = wig + FITTING_FEE * paid_fittings - deposit_paid
    return round(max(total, 0.0), 2)


def deposit_required(style):
    """A third of the wig price up front, rounded to whole pounds."""
    if style not in STYLES:
        raise ValueError("unknown style: %s" % style)
    return float(round(STYLES[style] / 3))


def order_summary(customer, style, custom_colour=False, fittings=1, deposit_paid=0.0):
    due = order_price(style, custom_colour, fittings, deposit_paid)
    colour = ", custom colour" if custom_colour else ""
    return "%s: %s%s, %d fitting(s), £%.2f to pay" % (
        customer, style, colour, fittings, due)
