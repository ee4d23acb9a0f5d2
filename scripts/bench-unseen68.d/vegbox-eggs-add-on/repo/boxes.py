"""Weekly veg box orders for Furrow & Field."""

BOX_PRICES = {
    "small": 14.50,
    "medium": 19.75,
    "large": 26.00,
    "fruit only": 15.25,
}

BREAD_PRICE = 2.80          # sourdough loaf add-on
DELIVERY_FEE = 1.95
FREE_DELIVERY_POSTCODES = ("LA1", "LA2")


def delivery_fee(postcode):
    area = postcode.upper().split()[0]
    return 0.0 if area in FREE_DELIVERY_POSTCODES else DELIVERY_FEE


def order_total(size, postcode, bread=False):
    if size not in BOX_PRICES:
        raise ValueError(f"unknown box size: {size}")
    total = BOX_PRICES[size]
    if bread:
        total += BREAD_PRICE
    total += delivery_fee(postcode)
    return round(total, 2)
