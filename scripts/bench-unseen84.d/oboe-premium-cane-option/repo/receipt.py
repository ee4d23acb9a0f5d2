"""Receipts for Hartwell Oboe Reeds."""

from reeds import reed_order_total


def receipt(customer, reed, quantity, adjusted=False, posted=False):
    lines = [
        "Hartwell Oboe Reeds",
        "Customer: %s" % customer,
        "%d x %s reed" % (quantity, reed),
    ]
    if adjusted:
        lines.append("Adjusted to your preference")
    if posted:
        lines.append("Sent by post")
    lines.append("Total: £%.2f" % reed_order_total(reed, quantity, adjusted, posted))
    return "\n".join(lines)
