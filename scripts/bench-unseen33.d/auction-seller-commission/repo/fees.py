"""Charges for buyers and sellers at Hollybank Auction Rooms."""

BUYERS_PREMIUM = 0.20
LOT_ENTRY_FEE = 3.00
MINIMUM_COMMISSION = 10.00

COMMISSION_BANDS = [
    (100, 0.18),
    (1000, 0.15),
    (None, 0.10),
]


def commission_rate(hammer_price):
    for ceiling, rate in COMMISSION_BANDS:
        if ceiling is None or hammer_price <= ceiling:
            return rate


def seller_commission(hammer_price):
    if hammer_price == 0:
        return 0.0
    charge = round(hammer_price * commission_rate(hammer_price), 2)
    return max(charge, MINIMUM_COMMISSION)


def buyer_total(hammer_price):
    return round(hammer_price * (1 + BUYERS_PREMIUM), 2)
