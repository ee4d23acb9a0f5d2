def apply_discount(price, rate):
    """Returns the price after taking off rate (0.1 means 10 %)."""
    return price + price * rate


def with_tax(price, tax=0.2):
    return price + price * tax
