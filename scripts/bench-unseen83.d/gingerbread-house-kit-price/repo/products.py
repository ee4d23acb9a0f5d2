"""Products sold by The Gingerbread Kitchen."""

PRODUCTS = {
    "gingerbread man": 1.80,
    "iced star biscuit": 1.20,
    "gingerbread house kit": 14.50,
    "gingerbread train kit": 14.50,
    "decorating set": 6.00,
    "box of six men": 9.50,
    "biscuit tin (12)": 18.00,
}
PERSONALISED_ICING = 0.75   # per item with a name piped on
LOCAL_DELIVERY = 4.50
FREE_DELIVERY_FROM = 40.00  # orders of this much or more are delivered free


def unit_price(product):
    if product not in PRODUCTS:
        raise ValueError("we don't sell %s" % product)
    return PRODUCTS[product]
