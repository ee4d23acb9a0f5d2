"""Printed receipts for the hire desk."""

from hire import hire_total, insurance_cost, suits_cost


def receipt_text(customer, suits, days, insurance=False):
    lines = [f"Saltwater Surf Hire - {customer}"]
    kinds = ", ".join(f"{n} {kind}" for kind, n in suits.items())
    lines.append(f"Wetsuits ({kinds}) for {days} day(s)  £{suits_cost(suits, days):.2f}")
    if insurance:
        lines.append(f"Insurance  £{insurance_cost(suits):.2f}")
    lines.append(f"Total  £{hire_total(suits, days, insurance):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt_text("The Pellow family", {"adult": 2, "child": 2}, days=3, insurance=True))
