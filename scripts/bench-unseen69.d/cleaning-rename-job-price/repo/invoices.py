"""Monthly invoices for regular cleaning clients."""

from rates import calc_job


def month_total(visits):
    """visits is a list of dicts, one for each cleaning visit."""
    return round(sum(calc_job(**visit) for visit in visits), 2)


def invoice_text(client, visits):
    lines = [f"Invoice for {client}"]
    for n, visit in enumerate(visits, start=1):
        lines.append(f"Visit {n}: {visit['kind']} {visit['hours']}h  £{calc_job(**visit):.2f}")
    lines.append(f"Total due: £{month_total(visits):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(invoice_text("Brook Street Dental", [
        {"kind": "office", "hours": 3, "cleaners": 2},
        {"kind": "office", "hours": 3, "cleaners": 2, "weekend": True, "supplies": True},
    ]))
