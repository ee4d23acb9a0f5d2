"""Prices up orders, including our trade account customers."""

from stock import unit_price

TRADE_DISCOUNT = 0.10           # account customers; not on ink, the margin's too thin
NO_TRADE_DISCOUNT = {"printer ink"}
FREE_DELIVERY_FROM = 60.00      # on the goods total after discount
DELIVERY = 4.95


def line_price(item, qty, trade=False):
    """One line of the order."""
    price = unit_price(item, qty) * qty
    if trade and item not in NO_TRADE_DISCOUNT:
        price *= 1 - TRADE_DISCOUNT
    return round(price, 2)


def order_total(lines, trade=False, delivered=False):
    """lines is a list of (item, quantity) pairs."""
    goods = sum(line_price(item, qty, trade) for item, qty in lines)
    if delivered and goods < FREE_DELIVERY_FROM:
        goods += DELIVERY
    return round(goods, 2)


if __name__ == "__main__":
    print(order_total([("a4 paper ream", 2), ("box of biros", 1)], delivered=True))
