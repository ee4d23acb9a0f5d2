"""Printing the bill that goes to the table."""

from bill import line_items, subtotal, total


def receipt_text(order):
    rows = [f"Maison Rue - Table {order['table']} ({order['covers']} guests)"]
    for dish, qty, amount in line_items(order):
        rows.append(f"{qty} x {dish:<20} £{amount:>7.2f}")
    rows.append(f"{'Subtotal':<24} £{subtotal(order):>7.2f}")
    rows.append(f"{'Total':<24} £{total(order):>7.2f}")
    rows.append("Merci et a bientot!")
    return "\n".join(rows)


if __name__ == "__main__":
    print(receipt_text({
        "table": 7,
        "covers": 6,
        "items": {"soup of the day": 2, "steak frites": 4, "duck confit": 2,
                  "house red (bottle)": 2},
    }))
