from minibar_items import ITEMS, PAR_LEVEL


def restock_list(current_counts):
    """How many of each item housekeeping must bring to a room."""
    needed = {}
    for item in ITEMS:
        short = PAR_LEVEL - current_counts.get(item, 0)
        if short > 0:
            needed[item] = short
    return needed
