RATE = 0.21


def compute_tax(amount):
    return round(amount * RATE, 2)
