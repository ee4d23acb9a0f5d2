from bakery import loaves_to_flour, sacks_needed


def total_flour(orders):
    """Flour in grams for a dict of bread -> loaves ordered."""
    return sum(loaves_to_flour(bread, n) for bread, n in orders.items())


def flour_report(orders):
    grams = total_flour(orders)
    return f"{grams / 1000:.1f} kg flour, {sacks_needed(grams)} sack(s)"
