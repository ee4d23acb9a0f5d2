"""Zine print orders."""

from pricing import calc_pp, binding_cost, MIN_ORDER


def order_total(pages, copies, colour=False, stapled=True):
    total = calc_pp(pages, copies, colour) + binding_cost(copies, stapled)
    return round(max(total, MIN_ORDER), 2)


def quote_text(name, pages, copies, colour=False, stapled=True):
    kind = "colour" if colour else "black and white"
    printing = calc_pp(pages, copies, colour)
    lines = [
        "Quote for %s" % name,
        "%d copies, %d pages, %s" % (copies, pages, kind),
        "Printing: £%.2f" % printing,
        "Total: £%.2f" % order_total(pages, copies, colour, stapled),
    ]
    return "\n".join(lines)
