"""Final invoices once the gig is done."""

import fees


def invoice_lines(client, package, hours, miles=0, finish_hour=23, deposit_paid=0.0):
    total = fees.calc_price(package, hours, miles, finish_hour)
    return [
        f"Invoice for {client}",
        f"{package.title()} DJ set, {hours} hours: £{total:.2f}",
        f"Less deposit paid: £{deposit_paid:.2f}",
        f"Balance due: £{total - deposit_paid:.2f}",
    ]


if __name__ == "__main__":
    print("\n".join(invoice_lines("Priya & Tom", "wedding", 6, miles=35, finish_hour=0, deposit_paid=150)))
