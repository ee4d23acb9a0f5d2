"""Prices and loyalty card stamps for Bubbles Hand Car Wash."""

PRICES = {"basic": 6.00, "premium": 9.50, "valet": 14.00}
WASHES_PER_FREE = 10          # every tenth wash on a card is free
EARLY_BIRD_DISCOUNT = 0.20    # weekdays before 9 am


def wash_price(kind, hour, weekday):
    """Price of one wash; weekday is 0 = Monday ... 6 = Sunday."""
    if kind not in PRICES:
        raise ValueError(f"unknown wash: {kind}")
    price = PRICES[kind]
    if hour < 9 and weekday <= 5:
        price *= 1 - EARLY_BIRD_DISCOUNT
    return round(price, 2)


def is_free(visit_number):
    """visit_number counts from 1 for the first wash on the card."""
    return visit_number % WASHES_PER_FREE == 0


def card_total(visits):
    """Total paid for a card; visits is a list of (kind, hour, weekday) in order."""
    total = 0.0
    for n, (kind, hour, weekday) in enumerate(visits):
        if is_free(n):
            continue
        total += wash_price(kind, hour, weekday)
    return round(total, 2)
