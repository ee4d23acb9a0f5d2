"""Customer invoices for the electrical business."""

from rates import labour_charge

VAT_RATE = 0.20
PARTS_MARKUP = 0.10      # on top of what we paid the wholesaler


def parts_charge(parts):
    """What the customer pays for parts, given our trade prices."""
    return round(sum(parts) * (1 + PARTS_MARKUP), 2)


def invoice_total(minutes_on_site, parts=(), evening=False):
    """Total to invoice, including VAT."""
    net = labour_charge(minutes_on_site, evening) + parts_charge(parts)
    return round(net * (1 + VAT_RATE), 2)


def invoice_lines(customer, minutes_on_site, parts=(), evening=False):
    """The printable invoice."""
    labour = labour_charge(minutes_on_site, evening)
    materials = parts_charge(parts)
    total = invoice_total(minutes_on_site, parts, evening)
    return [
        f"Customer: {customer}",
        f"Labour    £{labour:.2f}",
        f"Parts     £{materials:.2f}",
        f"VAT       £{total - labour - materials:.2f}",
        f"TOTAL     £{total:.2f}",
    ]


if __name__ == "__main__":
    print("\n".join(invoice_lines("Mrs Okafor", 90)))
