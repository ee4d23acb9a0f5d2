"""Prices for the bagel shop counter and morning deliveries."""

PRICES = {
    "plain": 1.20,
    "sesame": 1.30,
    "poppy": 1.30,
    "everything": 1.50,
    "cinnamon_raisin": 1.50,
}
BAKERS_DOZEN = 13          # every 13th bagel of the same kind is free
DELIVERY_FEE = 2.50
FREE_DELIVERY_OVER = 20.0


def free_bagels(qty):
    return qty // BAKERS_DOZEN


def line_price(flavour, qty):
    return round(PRICES[flavour] * (qty - free_bagels(qty)), 2)


def order_total(items, delivery=False):
    """items is a list of (flavour, quantity) pairs."""
    total = sum(line_price(flavour, qty) for flavour, qty in items)
    if delivery and total <= FREE_DELIVERY_OVER:
        total += DELIVERY_FEE
    return round(total, 2)
