"""Web shop basket for Mrs Pennock's Toffee Shop."""

from prices import price_of

MULTIBUY_COUNT = 4          # 10% off the basket for 4 or more items
MULTIBUY_DISCOUNT = 0.10
POSTAGE = 3.20
FREE_POSTAGE_FROM = 25.00


def item_count(basket):
    return sum(basket.values())


def basket_subtotal(basket):
    """basket maps product name to quantity."""
    total = 0.0
    for name, qty in basket.items():
        if qty < 0:
            raise ValueError("negative quantity for %r" % name)
        total += price_of(name) * qty
    if item_count(basket) >= MULTIBUY_COUNT:
        total = total * (1 - MULTIBUY_DISCOUNT)
    return round(total, 2)


def basket_total(basket):
    subtotal = basket_subtotal(basket)
    if subtotal == 0 or subtotal >= FREE_POSTAGE_FROM:
        return subtotal
    return round(subtotal + POSTAGE, 2)
