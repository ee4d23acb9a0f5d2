"""Price list for Priory Lane Marmalade."""

PRICES = {
    ("seville orange", "227g"): 2.80,
    ("seville orange", "454g"): 4.50,
    ("lemon and lime", "227g"): 2.80,
    ("lemon and lime", "454g"): 4.50,
    ("whisky", "227g"): 3.40,
    ("whisky", "454g"): 5.60,
    ("pink grapefruit", "454g"): 4.80,
}

GIFT_WRAP = 1.50            # per order
POSTAGE = 3.95              # per order ...
FREE_POSTAGE_FROM = 30.00   # ... free when the jars come to this much or more
MULTIBUY_JARS = 6           # six jars or more in one order ...
MULTIBUY_DISCOUNT = 0.10    # ... get 10% off the jars


def jar_price(flavour, size):
    key = (flavour.lower(), size)
    if key not in PRICES:
        raise ValueError("we don't make %s in %s" % (flavour, size))
    return PRICES[key]
