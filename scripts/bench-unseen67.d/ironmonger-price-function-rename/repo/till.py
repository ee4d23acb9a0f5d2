"""Ringing up a sale at the counter."""

from stock import STOCK, calc_price


def ring_up(basket, trade=False):
    """basket is a list of (item, quantity) pairs. Returns the receipt text."""
    lines = []
    total = 0.0
    for item, quantity in basket:
        amount = calc_price(item, quantity, trade)
        total += amount
        unit = STOCK[item]["unit"]
        lines.append(f"{item} - {quantity} {unit}: £{amount:.2f}")
    lines.append(f"TOTAL £{total:.2f}")
    if trade:
        lines.append("Trade account - 10% off")
    return "\n".join(lines)


if __name__ == "__main__":
    print(ring_up([("brass hinge 75mm", 12), ("chain 6mm", 2.5), ("padlock 40mm", 1)]))
