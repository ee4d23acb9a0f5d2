"""Receipts printed at the hatch."""

from menu import DRINK, order_total, potato_price


def receipt_lines(name, potatoes, drinks=0):
    lines = [f"Order for {name}"]
    for size, fillings in potatoes:
        filled = ", ".join(fillings) if fillings else "butter only"
        lines.append(f"{size.title()} potato ({filled})  £{potato_price(size, fillings):.2f}")
    if drinks:
        lines.append(f"Drinks x{drinks}  £{drinks * DRINK:.2f}")
    lines.append(f"Total  £{order_total(potatoes, drinks):.2f}")
    lines.append("Thanks, enjoy your spud!")
    return lines


def print_receipt(name, potatoes, drinks=0):
    for line in receipt_lines(name, potatoes, drinks):
        print(line)
