from collections import Counter

from deposit import item_value, refund_cents


def receipt(items):
    lines = []
    for kind, count in sorted(Counter(items).items()):
        lines.append(f"{count} x {kind} @ {item_value(kind) / 100:.2f}")
    lines.append(f"Refund: {refund_cents(items) / 100:.2f} EUR")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt(["bottle"] * 6 + ["can"] * 4 + ["crate"]))
