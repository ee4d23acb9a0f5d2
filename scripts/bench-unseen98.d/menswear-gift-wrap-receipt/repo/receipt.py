"""Printed receipts for the till."""

from checkout import PRICES, basket_total, member_saving, subtotal


def receipt(items, member=False):
    lines = ["Fenwick & Hale Menswear"]
    for product, qty in items:
        lines.append(f"{qty} x {product} @ £{PRICES[product]:.2f}")
    lines.append(f"Subtotal: £{subtotal(items):.2f}")
    saving = member_saving(items, member)
    if saving:
        lines.append(f"Member discount: -£{saving:.2f}")
    lines.append(f"Total: £{basket_total(items, member):.2f}")
    lines.append("Thank you for shopping with us")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt([("oxford shirt", 2), ("wool tie", 1)], member=True))
