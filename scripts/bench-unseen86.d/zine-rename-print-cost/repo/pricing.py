"""Print pricing for the zine print shop."""

COST_PER_PAGE = {"mono": 0.04, "colour": 0.15}
STAPLING_PER_COPY = 0.10
MIN_ORDER = 5.00


def calc_pp(pages, copies, colour=False):
    """Cost of printing `copies` zines of `pages` pages each."""
    if pages <= 0 or copies <= 0:
        raise ValueError("pages and copies must be positive")
    rate = COST_PER_PAGE["colour" if colour else "mono"]
    return round(rate * pages * copies, 2)


def binding_cost(copies, stapled=True):
    if not stapled:
        return 0.0
    return round(STAPLING_PER_COPY * copies, 2)
