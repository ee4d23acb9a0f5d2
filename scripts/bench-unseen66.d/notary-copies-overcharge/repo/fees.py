"""Fees for the notary office on Market Street."""

FEES = {
    "signature": 45.00,
    "oath": 20.00,
    "apostille": 30.00,
    "power_of_attorney": 85.00,
}
FIRST_COPY = 12.50   # the first certified copy of a document
EXTRA_COPY = 5.00    # every copy after the first
HOME_VISIT = 60.00
VAT_RATE = 0.20


def copies_cost(copies):
    """First certified copy at the full rate, each further copy cheaper."""
    if copies <= 0:
        return 0.0
    return FIRST_COPY + copies * EXTRA_COPY


def bill(services, copies=0, home_visit=False):
    subtotal = 0.0
    for name in services:
        if name not in FEES:
            raise ValueError(f"Unknown service: {name}")
        subtotal += FEES[name]
    subtotal += copies_cost(copies)
    if home_visit:
        subtotal += HOME_VISIT
    vat = round(subtotal * VAT_RATE, 2)
    return round(subtotal + vat, 2)


def receipt(client, services, copies=0, home_visit=False):
    lines = [f"Client: {client}"]
    for name in services:
        lines.append(f"  {name:<18} £{FEES[name]:.2f}")
    if copies:
        lines.append(f"  {copies} certified copies £{copies_cost(copies):.2f}")
    if home_visit:
        lines.append(f"  home visit         £{HOME_VISIT:.2f}")
    lines.append(f"  Total inc VAT £{bill(services, copies, home_visit):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt("Mr Patel", ["signature"], copies=4))
