"""Snorkel kit hire at the beach hut."""

KIT_PRICES = {
    "mask": 4.00,
    "snorkel": 2.50,
    "fins": 3.50,
    "wetsuit": 8.00,
}
SET_ITEMS = {"mask", "snorkel", "fins"}
SET_PRICE = 9.00            # mask, snorkel and fins hired together
CHILD_DISCOUNT = 0.25       # a quarter off for under-12s
DEPOSIT_PER_ITEM = 10.00
LATE_FEE_PER_DAY = 5.00


def hire_price(items, days=1, child=False):
    items = set(items)
    for item in items:
        if item not in KIT_PRICES:
            raise ValueError(f"We don't hire out {item}")
    price = 0.0
    if SET_ITEMS < items:
        price += SET_PRICE
        items -= SET_ITEMS
    for item in items:
        price += KIT_PRICES[item]
    price *= days
    if child:
        price *= CHILD_DISCOUNT
    return round(price, 2)


def deposit(items):
    return DEPOSIT_PER_ITEM * len(items)


def refund(items, days_late=0):
    return max(0.0, deposit(items) - LATE_FEE_PER_DAY * days_late)
