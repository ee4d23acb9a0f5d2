"""Invoices for trade customers."""

from pricing import case_price, line_total


def invoice_lines(order):
    """order is a list of (product, number of cases) pairs."""
    lines = []
    for product, cases in order:
        each = case_price(product)
        lines.append(f"{product}: {cases} x £{each:.2f} = £{line_total(product, cases):.2f}")
    return lines


def invoice_total(order):
    return round(sum(line_total(product, cases) for product, cases in order), 2)


def render_invoice(customer, order):
    lines = [f"Invoice for {customer}"]
    lines += invoice_lines(order)
    lines.append(f"Total: £{invoice_total(order):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(render_invoice("Quayside Cafe", [("olive oil", 12), ("kitchen roll", 3)]))
