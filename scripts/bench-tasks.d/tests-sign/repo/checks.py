def is_positive(n):
    return n < 0


def positives(values):
    return [v for v in values if is_positive(v)]
