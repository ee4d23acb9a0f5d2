"""Tenancy rules agreed at the Hazel Road Allotments AGM."""

TOTAL_PLOTS = 48
PLOT_SIZE_M2 = 250
HALF_PLOT_SIZE_M2 = 125
MAX_PLOTS_PER_MEMBER = 3        # half plots count as one
MIN_CULTIVATED_PERCENT = 75     # checked at the summer inspection
BONFIRE_MONTHS = ("nov", "dec", "jan", "feb")


def plot_area(half=False):
    """Area in square metres of a full or half plot."""
    return HALF_PLOT_SIZE_M2 if half else PLOT_SIZE_M2
