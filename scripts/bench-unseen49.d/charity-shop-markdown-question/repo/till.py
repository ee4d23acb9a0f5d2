"""Tiny till helper the Saturday volunteers run on the back-room laptop."""

from pricing import gift_aid_claim, rail_price, staff_price


def ring_up(items, volunteer=False):
    """items is a list of (description, tag_price, weeks_on_rail, category).

    Returns the total and a list of the lines for the receipt.
    """
    lines = []
    total = 0.0
    for description, tag_price, weeks, category in items:
        price = rail_price(tag_price, weeks, category)
        if volunteer:
            price = staff_price(price)
        lines.append(f"{description:<24} £{price:.2f}")
        total += price
    return round(total, 2), lines


if __name__ == "__main__":
    basket = [
        ("Blue wool coat", 12.00, 4, "coats"),
        ("Jigsaw 1000pc", 3.00, 1, "games"),
        ("Beatles LP", 15.00, 9, "vinyl"),
        ("Floral dress", 6.00, 7, "dresses"),
    ]
    total, lines = ring_up(basket)
    print("\n".join(lines))
    print(f"Total £{total:.2f}  (Gift Aid claim £{gift_aid_claim(total):.2f})")
