"""Till screen at the cinema snack counter."""

import sys

from snacks import PRICES, basket_total, is_combo


def pounds(pence):
    return f"£{pence // 100}.{pence % 100:02d}"


def receipt(items, student=False):
    lines = [f"{item.replace('_', ' '):<16}{pounds(PRICES[item]):>8}" for item in items]
    if is_combo(items):
        lines.append("combo deal applied")
    if student:
        lines.append("student discount applied")
    lines.append(f"{'TOTAL':<16}{pounds(basket_total(items, student)):>8}")
    return "\n".join(lines)


if __name__ == "__main__":
    args = sys.argv[1:]
    student = "--student" in args
    items = [a for a in args if a != "--student"] or ["popcorn_large", "drink_large"]
    print(receipt(items, student))
