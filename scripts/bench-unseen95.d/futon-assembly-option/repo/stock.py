"""Simple stock check before we take an order."""

STOCK = {
    ("frame", "single"): 4,
    ("frame", "double"): 6,
    ("frame", "king"): 2,
    ("mattress", "single"): 5,
    ("mattress", "double"): 8,
    ("mattress", "king"): 3,
}


def missing_items(frames, mattresses):
    """Return a list of (kind, size) we can't supply from stock."""
    wanted = {}
    for size in frames:
        wanted[("frame", size)] = wanted.get(("frame", size), 0) + 1
    for size in mattresses:
        wanted[("mattress", size)] = wanted.get(("mattress", size), 0) + 1
    short = []
    for key, count in sorted(wanted.items()):
        if count > STOCK.get(key, 0):
            short.append(key)
    return short
