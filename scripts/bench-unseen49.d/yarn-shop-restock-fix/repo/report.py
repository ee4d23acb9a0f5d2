"""Prints the Monday morning reorder sheet for the wholesaler."""

import sys

from stock import load_stock, restock_list


def reorder_sheet(stock):
    """Build the text I copy into the wholesaler's order email."""
    lines = ["Tangled Skein - weekly reorder", ""]
    orders = restock_list(stock)
    if not orders:
        lines.append("Nothing to order this week.")
    for name, qty in orders:
        lines.append(f"{qty:>3} x {name}")
    lines.append("")
    lines.append(f"{len(orders)} line(s) in total")
    return "\n".join(lines)


def main(path="stock.json"):
    stock = load_stock(path)
    print(reorder_sheet(stock))


if __name__ == "__main__":
    # optional: pass a different stock file, e.g. for the market stall stock
    main(*sys.argv[1:2])
