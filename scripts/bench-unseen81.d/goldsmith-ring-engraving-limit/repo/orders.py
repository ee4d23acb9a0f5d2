"""Engraving orders taken at the counter."""

from engraving import engraving_price, max_characters


def check_text(item, text, width_mm=None):
    letters = len(text.replace(" ", ""))
    limit = max_characters(item, width_mm)
    if letters > limit:
        raise ValueError("too long: %d characters, at most %d" % (letters, limit))
    return letters


def take_order(customer, item, text, width_mm=None, script=False):
    check_text(item, text, width_mm)
    price = engraving_price(text, script)
    return "%s: engrave '%s' on %s - £%.2f" % (customer, text, item, price)
