"""Weekly yoghurt delivery orders from the farm dairy."""

PRICES = {
    "small pot": 1.20,     # 150g
    "medium pot": 2.40,    # 450g
    "large tub": 4.20,     # 1kg
    "kefir bottle": 3.10,
}
DELIVERY_FEE = 3.50
FREE_DELIVERY_FROM = 25.00
MAX_ITEMS = 40


def item_price(item):
    if item not in PRICES:
        raise ValueError("we don't sell %s" % item)
    return PRICES[item]


def basket_total(basket):
    """basket is a dict of item name -> quantity."""
    count = sum(basket.values())
    if count > MAX_ITEMS:
        raise ValueError("too many items for one delivery")
    total = sum(item_price(item) * qty for item, qty in basket.items())
    if 0 < total < FREE_DELIVERY_FROM:
        total += DELIVERY_FEE
    return round(total, 2)
