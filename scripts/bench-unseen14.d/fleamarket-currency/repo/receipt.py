"""Handwritten-style receipts for the flea market stall."""
from money import format_price, total

SALE = [("Enamel jug", 12.0), ("Postcards (5)", 2.5), ("Brass candlestick", 18.5)]


def receipt(items):
    width = max(len(name) for name, _ in items) + 2
    lines = [f"{name:<{width}}{format_price(price)}" for name, price in items]
    lines.append(f"{'Total':<{width}}{format_price(total(items))}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(receipt(SALE))
