"""Prices for the key cutting counter."""

KEY_PRICES = {"standard": 4.50, "mortice": 7.00, "security": 12.00, "car": 35.00}
MULTI_COPY_DISCOUNT = 0.2  # 20% off the third copy onwards of the same key
TAG_PRICE = 1.00
RECUT_FREE_DAYS = 30  # if a copy doesn't work we recut it free within 30 days


def copy_price(kind, copies):
    price = KEY_PRICES[kind]
    total = 0.0
    for n in range(1, copies + 1):
        total += price * (1 - MULTI_COPY_DISCOUNT) if n >= 2 else price
    return round(total, 2)


def order_total(items, tags=0):
    total = sum(copy_price(kind, copies) for kind, copies in items)
    return round(total + tags * TAG_PRICE, 2)


def recut_free(days_since_cut, receipt=True):
    return receipt and days_since_cut < RECUT_FREE_DAYS
