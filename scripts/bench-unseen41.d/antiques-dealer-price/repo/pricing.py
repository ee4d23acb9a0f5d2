"""Prices at the antiques centre: dealer (trade) discount and card fees."""

TRADE_DISCOUNT = 0.10  # registered dealers get 10% off...
TRADE_MINIMUM = 50.00  # ...but only on pieces priced at £50 or more
CARD_FEE = 0.015  # we pass the card machine fee on


def trade_price(price):
    if price < TRADE_MINIMUM:
        return round(price, 2)
    return round(price * TRADE_DISCOUNT, 2)


def sale_price(price, dealer=False):
    return trade_price(price) if dealer else round(price, 2)


def card_total(amount):
    return round(amount * (1 + CARD_FEE), 2)


def basket_total(prices, dealer=False, card=False):
    total = round(sum(sale_price(p, dealer) for p in prices), 2)
    return card_total(total) if card else total
