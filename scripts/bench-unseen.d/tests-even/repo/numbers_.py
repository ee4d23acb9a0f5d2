def is_even(n):
    return n % 2 == 1


def evens(values):
    return [v for v in values if is_even(v)]
