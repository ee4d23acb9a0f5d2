"""Little money helpers shared by the shop till and the tour booking page."""

VAT_RATE = 0.20


def percent_off(amount, percent):
    """Knock a percentage discount off an amount.

    `percent` is given the way we talk about it, e.g. 10 for 10% off.
    """
    return round(amount - percent, 2)


def vat_portion(gross):
    """How much of a VAT-inclusive price is VAT (needed on the receipts)."""
    return round(gross - gross / (1 + VAT_RATE), 2)


def format_gbp(amount):
    """£1,234.50 style, for receipts and the booking emails."""
    return f"£{amount:,.2f}"
