"""Works out each customer's weekly bill from their standing order."""

from prices import SMALL_BILL_LIMIT, SMALL_ROUND_CHARGE, price_of


def weekly_bill(standing_order, glass=False):
    """Bill in pence for one week.

    standing_order maps a product to a list of (day, quantity) pairs,
    e.g. {"semi_skimmed_pint": [("Mon", 2), ("Thu", 2)]}.
    """
    total = 0
    for product, drops in standing_order.items():
        qty = sum(q for _day, q in drops)
        total += qty * price_of(product, glass)
    if 0 < total < SMALL_BILL_LIMIT:
        total += SMALL_ROUND_CHARGE
    return total


def as_pounds(pence):
    """1234 -> '£12.34' for the printed bills."""
    return f"£{pence // 100}.{pence % 100:02d}"


if __name__ == "__main__":
    order = {"semi_skimmed_pint": [("Mon", 2), ("Wed", 2), ("Fri", 3)],
             "eggs_half_dozen": [("Fri", 1)]}
    print(as_pounds(weekly_bill(order)))
