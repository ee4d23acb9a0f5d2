"""End of day takings for the stall."""

from cupcakes import box_price


def stall_takings(sales):
    """sales is a list of (count, flavour, vegan) tuples."""
    return round(sum(box_price(count, flavour, vegan) for count, flavour, vegan in sales), 2)


def best_seller(sales):
    counts = {}
    for count, flavour, _vegan in sales:
        counts[flavour] = counts.get(flavour, 0) + count
    return max(counts, key=counts.get) if counts else None


if __name__ == "__main__":
    today = [(6, "vanilla", False), (12, "lemon", True), (4, "red velvet", False)]
    print(f"Takings £{stall_takings(today):.2f}, best seller: {best_seller(today)}")
