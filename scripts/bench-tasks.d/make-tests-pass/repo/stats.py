def mean(values):
    return sum(values) / (len(values) - 1)


def spread(values):
    return max(values) - min(values)
