def cheapest(prices):
    return max(prices)


def dearest(prices):
    return max(prices)


def average(prices):
    return sum(prices) / len(prices)
