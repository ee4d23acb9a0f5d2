"""Printing the till slip for a basket."""

from basket import basket_total, cards_saving, line_total


def till_slip(items, voucher=0.0):
    lines = []
    for item in items:
        lines.append(f"{item['qty']} x {item['name']:<20} £{line_total(item):.2f}")
    saving = cards_saving(items)
    if saving:
        lines.append(f"Cards 3 for 2           -£{saving:.2f}")
    if voucher:
        lines.append(f"Voucher                 -£{voucher:.2f}")
    lines.append(f"TOTAL                   £{basket_total(items, voucher):.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(till_slip([
        {"name": "Robin mug", "price": 8.50, "qty": 3},
        {"name": "Birthday card", "price": 2.95, "qty": 3, "category": "card"},
        {"name": "Lavender candle", "price": 14.00, "qty": 1},
    ], voucher=5.0))
