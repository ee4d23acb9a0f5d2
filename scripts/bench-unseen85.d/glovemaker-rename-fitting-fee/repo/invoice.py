"""Invoices for glove orders."""

from pricing import calc_fit_fee, glove_price


def invoice_total(pairs, leather, lined=False, measurements=4):
    total = pairs * glove_price(leather, lined) + calc_fit_fee(measurements)
    return round(total, 2)


def invoice_text(customer, pairs, leather, lined=False, measurements=4):
    lines = [
        f"Invoice for {customer}",
        f"{pairs} pair(s) of {leather} gloves" + (" (lined)" if lined else ""),
        f"Fitting: £{calc_fit_fee(measurements):.2f}",
        f"Total: £{invoice_total(pairs, leather, lined, measurements):.2f}",
    ]
    return "\n".join(lines)
