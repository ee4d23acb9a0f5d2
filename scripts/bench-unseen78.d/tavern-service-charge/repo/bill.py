"""Table bills for the tavern.

items are (name, unit_price, quantity) tuples.
"""


def subtotal(items):
    return round(sum(price * qty for _name, price, qty in items), 2)


def bill_total(items, covers, voucher=0.0):
    """Amount to pay for a table of `covers` people; a voucher can't take it below zero."""
    if covers < 1:
        raise ValueError("a table needs at least one person")
    total = subtotal(items) - voucher
    return round(max(total, 0.0), 2)


def split_evenly(items, covers, voucher=0.0):
    return round(bill_total(items, covers, voucher) / covers, 2)
