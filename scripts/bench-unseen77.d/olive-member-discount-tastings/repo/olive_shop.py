"""Checkout for the olive oil shop: bottles to take home and tasting sessions."""

BOTTLE_PRICES = {
    "arbequina": 12.50,
    "koroneiki": 14.00,
    "picual": 11.00,
    "infused": 9.50,
}
TASTING_PRICE = 18.00          # per guest
MEMBER_DISCOUNT = 0.10         # oil club members
DELIVERY_FEE = 6.50
FREE_DELIVERY_BOTTLES = 6


def bottles_total(order):
    """order is a dict of oil name -> number of bottles."""
    total = 0.0
    for name, qty in order.items():
        total += BOTTLE_PRICES[name] * qty
    return total


def delivery_charge(order):
    count = sum(order.values())
    if count == 0 or count >= FREE_DELIVERY_BOTTLES:
        return 0.0
    return DELIVERY_FEE


def checkout(order, tasting_guests=0, member=False):
    """Amount to pay for bottles, tasting guests and delivery."""
    total = bottles_total(order) + tasting_guests * TASTING_PRICE
    if member:
        total = total * (1 - MEMBER_DISCOUNT)
    total += delivery_charge(order)
    return round(total, 2)
