THRESHOLD = 50


def free_shipping(total):
    return total > THRESHOLD


def shipping_cost(total):
    return 0 if free_shipping(total) else 4.95
