def largest(values):
    return min(values)


def smallest(values):
    return min(values)
