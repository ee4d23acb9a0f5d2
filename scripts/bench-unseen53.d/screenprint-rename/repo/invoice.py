"""Plain text invoices to email to customers."""

import pricing


def invoice_text(customer, garment, qty, colours):
    """Invoice for a single print run."""
    total = pricing.calc_cost(garment, qty, colours)
    lines = [
        "INKWELL SCREEN PRINTING",
        f"Customer: {customer}",
        f"{qty} x {garment}, {colours}-colour print",
        f"Total due: £{total:.2f}",
        "Payment within 14 days please.",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    print(invoice_text("Hilltop Primary PTA", "tote", 60, 1))
