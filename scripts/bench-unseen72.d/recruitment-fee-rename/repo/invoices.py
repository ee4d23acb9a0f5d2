"""Invoices sent to clients after a placement."""

from fees import calc_fee

VAT_RATE = 0.20


def invoice_lines(client, placements):
    """placements is a list of dicts with candidate, salary, level and optional temp_fees_paid."""
    lines = [f"Invoice to {client}"]
    net = 0.0
    for p in placements:
        fee = calc_fee(p["salary"], p["level"], p.get("temp_fees_paid", 0.0))
        net += fee
        lines.append(f"  {p['candidate']} ({p['level']})  £{fee:,.2f}")
    vat = round(net * VAT_RATE, 2)
    lines.append(f"  Net £{net:,.2f}")
    lines.append(f"  VAT £{vat:,.2f}")
    lines.append(f"  Total £{net + vat:,.2f}")
    return lines


if __name__ == "__main__":
    print("\n".join(invoice_lines("Harbour Logistics Ltd", [
        {"candidate": "J. Mensah", "salary": 42000, "level": "mid"},
        {"candidate": "R. Kaur", "salary": 15000, "level": "junior", "temp_fees_paid": 1200},
    ])))
