"""Job sheet totals for a one-man plumbing business."""

VAT_RATE = 0.20
HOURLY_RATE = 48.00
CALL_OUT = 30.00
PARTS_MARKUP = 0.15


def labour(hours):
    # Charged in half-hour blocks, rounded up.
    blocks = -(-hours * 2 // 1)
    return blocks / 2 * HOURLY_RATE


def parts_total(parts):
    """parts: list of (description, cost price, quantity)."""
    cost = sum(price * qty for _, price, qty in parts)
    return round(cost * (1 + PARTS_MARKUP), 2)


def totals(hours, parts, call_out=True):
    net = labour(hours) + parts_total(parts)
    if call_out:
        net += CALL_OUT
    net = round(net, 2)
    vat = round(net * VAT_RATE, 2)
    return {"net": net, "vat": vat, "total": round(net - vat, 2)}


def print_sheet(customer, hours, parts, call_out=True):
    t = totals(hours, parts, call_out)
    print(f"Customer: {customer}")
    for desc, price, qty in parts:
        print(f"  {qty} x {desc}")
    print(f"  Labour: {hours}h")
    print(f"Net:   £{t['net']:.2f}")
    print(f"VAT:   £{t['vat']:.2f}")
    print(f"Total: £{t['total']:.2f}")


if __name__ == "__main__":
    print_sheet("J. Okafor", 1.25, [("15mm compression elbow", 2.40, 4), ("radiator valve", 11.50, 1)])
