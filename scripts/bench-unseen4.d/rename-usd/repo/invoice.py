"""Invoice totals in US dollars."""

from currency import to_usd


def invoice_total(lines):
    """lines is a list of (amount, currency code) pairs."""
    return round(sum(to_usd(amount, code) for amount, code in lines), 2)


def format_total(lines):
    return f"Total due: ${invoice_total(lines):,.2f}"
