def calc_avg(readings):
    """Mean of a list of temperature readings."""
    return sum(readings) / len(readings)


def spread(readings):
    return max(readings) - min(readings)
