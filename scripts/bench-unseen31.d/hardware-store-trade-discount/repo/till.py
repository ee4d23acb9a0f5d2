"""Print a till receipt for the hardware store counter."""

from stock import line_total

SHOP_NAME = "Fenwick Hardware"


def receipt(basket):
    """basket: list of (item, quantity)."""
    lines = [SHOP_NAME, "-" * 32]
    total = 0.0
    for item, qty in basket:
        amount = line_total(item, qty)
        total += amount
        lines.append(f"{qty} x {item[:20]:<20} £{amount:>6.2f}")
    lines.append("-" * 32)
    lines.append(f"Total: £{total:.2f}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt([
        ("wood screws 4x40 (200)", 2),
        ("claw hammer", 1),
        ("wall plugs (100)", 3),
    ]))
