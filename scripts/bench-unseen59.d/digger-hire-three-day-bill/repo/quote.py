"""Quotes for digger hire, delivered and collected."""

from rates import DAMAGE_WAIVER, hire_charge

VAT_RATE = 0.20
DELIVERY_BASE = 35.00        # covers delivery and collection up to 10 miles away
FREE_MILES = 10
PER_EXTRA_MILE = 1.80        # each mile further than that


def delivery_charge(miles):
    """Delivery and collection, priced on the one-way distance."""
    return DELIVERY_BASE + max(0, miles - FREE_MILES) * PER_EXTRA_MILE


def quote_total(machine, days, miles, waiver=False):
    """What the customer pays, VAT included."""
    hire = hire_charge(machine, days)
    if waiver:
        hire += hire * DAMAGE_WAIVER
    net = hire + delivery_charge(miles)
    return round(net * (1 + VAT_RATE), 2)


def quote_text(name, machine, days, miles, waiver=False):
    """One line for the quote email."""
    total = quote_total(machine, days, miles, waiver)
    return f"{name}: {machine} for {days} day(s), {miles} miles - £{total:.2f} inc VAT"


if __name__ == "__main__":
    print(quote_text("Dave Pritchard", "1.5t", 3, 12))
