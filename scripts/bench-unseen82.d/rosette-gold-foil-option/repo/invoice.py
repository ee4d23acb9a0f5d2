"""Plain-text invoices for Prize Ribbon Rosettes."""

from orders import unit_price, order_total, SETUP_FEE, POSTAGE


def invoice(customer, quantity, designs=1, collect=False):
    lines = [
        "Prize Ribbon Rosettes",
        "Invoice for: %s" % customer,
        "%d rosettes at £%.2f" % (quantity, unit_price(quantity)),
        "Setup (%d design%s): £%.2f" % (designs, "" if designs == 1 else "s", SETUP_FEE * designs),
        "Postage: %s" % ("collected" if collect else "£%.2f" % POSTAGE),
        "Total due: £%.2f" % order_total(quantity, designs, collect),
    ]
    return "\n".join(lines)
