"""Ringing up an order at the kiosk."""

from menu import drink_price

LOYALTY_STAMPS_FOR_FREE = 8


def ring_up(items):
    total = 0.0
    lines = []
    for item in items:
        price = drink_price(item["drink"], item.get("size", "regular"), item.get("boosts", ()))
        lines.append(f"{item.get('size', 'regular'):<8} {item['drink']:<20} {price:>5.2f}")
        total += price
    lines.append(f"{'TOTAL':<29} {total:>5.2f}")
    return round(total, 2), "\n".join(lines)


def free_drink_due(stamps):
    return stamps >= LOYALTY_STAMPS_FOR_FREE


if __name__ == "__main__":
    total, receipt = ring_up([
        {"drink": "green machine", "size": "large", "boosts": ["protein"]},
        {"drink": "beet it"},
    ])
    print(receipt)
