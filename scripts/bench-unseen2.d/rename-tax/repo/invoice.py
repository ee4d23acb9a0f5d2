from tax import compute_tax


def total(amount):
    return amount + compute_tax(amount)


def lines(amount):
    return [f"net {amount}", f"tax {compute_tax(amount)}"]
