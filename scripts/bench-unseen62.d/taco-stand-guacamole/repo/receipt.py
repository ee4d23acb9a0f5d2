"""Receipts printed at the taco stand."""

from collections import Counter

from menu import PRICES, order_total, taco_deal_saving

STAND_NAME = "La Esquina Tacos"


def receipt_lines(items):
    lines = [STAND_NAME]
    for item, qty in sorted(Counter(items).items()):
        lines.append(f"{qty} x {item:<14} £{PRICES[item] * qty:.2f}")
    saving = taco_deal_saving(items)
    if saving:
        lines.append(f"{'Taco deal':<18} -£{saving:.2f}")
    lines.append(f"{'TOTAL':<18} £{order_total(items):.2f}")
    lines.append("Gracias! See you soon.")
    return lines


def print_receipt(items):
    for line in receipt_lines(items):
        print(line)


if __name__ == "__main__":
    print_receipt(["chicken taco", "beef taco", "fish taco", "horchata"])
