"""Printed receipts for the tavern."""

from bill import subtotal, bill_total

PUB_NAME = "The Old Oak Tavern"


def format_receipt(items, covers, voucher=0.0):
    lines = [PUB_NAME, "Table for %d" % covers]
    for name, price, qty in items:
        lines.append("%d x %s  £%.2f" % (qty, name, price * qty))
    lines.append("Subtotal: £%.2f" % subtotal(items))
    if voucher:
        lines.append("Voucher: -£%.2f" % voucher)
    lines.append("Total: £%.2f" % bill_total(items, covers, voucher))
    return "\n".join(lines)
