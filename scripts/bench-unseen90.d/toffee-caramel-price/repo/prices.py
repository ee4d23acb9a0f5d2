"""Price list for Mrs Pennock's Toffee Shop."""

PRODUCTS = {
    "butter toffee 200g": 4.20,
    "salted caramel 200g": 4.50,
    "treacle toffee 200g": 4.50,
    "chocolate toffee 200g": 4.80,
    "fudge selection 250g": 5.25,
    "gift tin 500g": 11.00,
}


def price_of(name):
    key = name.strip().lower()
    if key not in PRODUCTS:
        raise KeyError("not on the price list: %r" % name)
    return PRODUCTS[key]


def price_list():
    """Lines for the price board in the shop window."""
    return ["%s: £%.2f" % (name, price) for name, price in sorted(PRODUCTS.items())]
